import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';

/**
 * An .xlsx download read back as a spreadsheet program would: the cells with their types
 * (numbers as numbers, date cells as Dates) and the sheet's and styles' XML for what the
 * cells do not tell (the frozen header row, bold font, column widths, number formats).
 */
export async function readWorkbook(body: Buffer) {
  const [sheet] = await readXlsxFile(body);
  if (!sheet) throw new Error('the workbook has no sheet');
  const files = unzipSync(new Uint8Array(body));
  const xml = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`${path} missing from the workbook`);
    return strFromU8(file);
  };
  return {
    name: sheet.sheet,
    rows: sheet.data,
    sheetXml: xml('xl/worksheets/sheet1.xml'),
    stylesXml: xml('xl/styles.xml'),
  };
}
