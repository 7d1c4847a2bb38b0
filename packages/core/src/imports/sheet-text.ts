/**
 * Reading a CSV file as a sheet of text cells. Excel in Turkey saves CSV with ';' between
 * fields (the comma is the decimal mark) and often in Windows-1254 rather than UTF-8; other
 * programs use ',' or tabs. Pure: the browser hands in the file's bytes.
 */

/** The file's text: UTF-8 (with or without a BOM), else Windows-1254 (Turkish Windows). */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    // fatal: a byte sequence that is not UTF-8 throws instead of turning into U+FFFD.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The separator of the first line: the candidate that occurs most often outside quotes. */
function guessDelimiter(text: string): string {
  const firstLine: string[] = [];
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) firstLine.push(char);
  }
  let best: string = ';';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const found = firstLine.filter((char) => char === delimiter).length;
    if (found > bestCount) [best, bestCount] = [delimiter, found];
  }
  return best;
}

/**
 * The rows of a CSV text (RFC 4180 quoting: "a;b" is one field, "" inside quotes is one quote),
 * with the separator guessed from the first line. A leading BOM is dropped; line ends may be
 * CRLF, LF or CR.
 */
export function parseCsv(raw: string): string[][] {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const delimiter = guessDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char !== '"') field += char;
      else if (text.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text.charAt(index + 1) === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
