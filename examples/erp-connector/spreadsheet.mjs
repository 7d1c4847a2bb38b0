// A purchase request's lines from a CSV file as Excel saves it in Turkey: ';' between cells (','
// and tabs too), a BOM, quotes around cells that hold the separator, decimal commas ("1.250,5").
// Deliberately small: TeklifAl checks every line by the same rule as its ad form and answers
// problems by field (items.3.quantity), which publish-ad.mjs turns back into the file's row.

/** The cells of each row, quotes undone; blank rows kept, so row numbers stay the file's. */
export function parseCsv(text) {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = [';', '\t', ','].find((candidate) => firstLine.includes(candidate)) ?? ';';
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Header names the columns may have, Turkish or English. */
const COLUMNS = {
  name: ['kalem', 'kalem adı', 'ürün', 'malzeme', 'name', 'item'],
  specification: ['açıklama', 'özellik', 'teknik özellik', 'specification', 'description'],
  quantity: ['miktar', 'adet', 'quantity', 'qty'],
  unit: ['birim', 'unit'],
};

const folded = (text) => text.trim().toLocaleLowerCase('tr');

/**
 * The ad's lines and the file row each came from (the first row names the columns; blank rows
 * are skipped). A quantity
 * goes as written ("1.250,5"): the server reads Turkish and dotted numbers as the form does.
 */
export function adLinesOf(rows) {
  const [header = [], ...data] = rows;
  const column = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, names]) => [
      field,
      header.findIndex((title) => names.includes(folded(title))),
    ]),
  );
  for (const field of ['name', 'quantity']) {
    if (column[field] < 0) throw new Error(`no "${COLUMNS[field][0]}" column in the first row`);
  }
  const cellOf = (cells, field) => (column[field] < 0 ? '' : (cells[column[field]] ?? '').trim());
  return data
    .map((cells, index) => ({
      row: index + 2,
      line: {
        name: cellOf(cells, 'name'),
        specification: cellOf(cells, 'specification') || null,
        quantity: cellOf(cells, 'quantity'),
        unit: folded(cellOf(cells, 'unit')) || 'adet',
      },
    }))
    .filter(({ line }) => line.name !== '' || line.quantity !== '');
}
