import { describe, expect, it } from 'vitest';
import { importAdLines, quantityTextOfNumber } from './ad-lines-import.ts';
import { columnLetter, guessColumnMapping, positionalMapping } from './column-mapping.ts';
import { decodeCsvBytes, parseCsv } from './sheet-text.ts';
import { matchUnit } from './unit-names.ts';

const MAPPING = { name: 0, specification: 1, quantity: 2, unit: 3 };
const run = (sheet: unknown[][], locale: 'tr' | 'en' = 'tr', room = 100) =>
  importAdLines(sheet as never, { mapping: MAPPING, hasHeader: true, room, locale });

describe('guessing the columns from the header row', () => {
  it('reads Turkish ERP and English headers, in any order, case and marks aside', () => {
    expect(
      guessColumnMapping(['Sıra', 'MİKTAR', 'Ölçü Birimi', 'Malzeme Adı', 'Açıklama']),
    ).toEqual({
      name: 3,
      specification: 4,
      quantity: 1,
      unit: 2,
    });
    expect(guessColumnMapping(['Item name', 'Qty', 'UoM', 'Specification'])).toEqual({
      name: 0,
      specification: 3,
      quantity: 1,
      unit: 2,
    });
  });

  it('says there is no header when no cell names a part of a line', () => {
    expect(guessColumnMapping(['Koli 40x30', 'Çift oluklu', 120, 'koli'])).toBeNull();
    expect(positionalMapping(3)).toEqual({ name: 0, specification: 1, quantity: 2, unit: null });
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 2, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'C',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('matching units', () => {
  it.each([
    ['Adet', 'adet'],
    ['PCS', 'adet'],
    ['C62', 'adet'],
    ['Kg.', 'kg'],
    ['KGM', 'kg'],
    ['M²', 'm2'],
    ['m 3', 'm3'],
    ['MTK', 'm2'],
    ['ÇİFT', 'çift'],
    ['cift', 'çift'],
    ['Pair', 'çift'],
    ['GÜN', 'gün'],
    ['days', 'gün'],
    ['Litre', 'lt'],
    ['Pallet', 'palet'],
    ['Rulo', 'rulo'],
  ])('%s is %s', (written, unit) => {
    expect(matchUnit(written)).toBe(unit);
  });

  it('matches nothing it does not know', () => {
    expect(matchUnit('kutu')).toBeNull();
    expect(matchUnit('')).toBeNull();
  });
});

describe('importing lines', () => {
  const header = ['Kalem adı', 'Teknik özellik', 'Miktar', 'Birim'];

  it('reads Turkish decimal commas, dot decimals and numeric cells the same', () => {
    const result = run([
      header,
      ['Streç film', '23 mikron', '1.250,5', 'kg'],
      ['Asit', null, '12.75', 'LT'],
      ['Boru', '', 2.2999999999999998, 'Metre'],
      ['Koli', 'Çift oluklu', '2.500', 'koli'],
      ['Vida', 'M8', 1000, 'Adet'],
    ]);
    expect(result.fileIssues).toEqual([]);
    expect(result.lines).toEqual([
      { name: 'Streç film', specification: '23 mikron', quantity: '1250.5', unit: 'kg' },
      { name: 'Asit', specification: null, quantity: '12.75', unit: 'lt' },
      { name: 'Boru', specification: null, quantity: '2.3', unit: 'm' },
      { name: 'Koli', specification: 'Çift oluklu', quantity: '2500', unit: 'koli' },
      { name: 'Vida', specification: 'M8', quantity: '1000', unit: 'adet' },
    ]);
  });

  it('names each problem by its row and column, in Turkish and in English', () => {
    const sheet = [
      header,
      ['Eldiven', '', 'on iki', 'çift'],
      ['', 'isimsiz', '3', 'adet'],
      ['Kutu', '', '5', 'kutu'],
      ['Koli', '', '2,5', 'koli'],
      ['Boya', '', '0', 'kg'],
    ];
    const tr = run(sheet);
    expect(tr.lines).toEqual([]);
    expect(tr.rows.flatMap((row) => row.issues.map((issue) => issue.message))).toEqual([
      'Satır 2, C sütunu: Miktar geçerli bir sayı olmalıdır',
      'Satır 3, A sütunu: Kalem adı zorunludur',
      'Satır 4, D sütunu: "kutu" birimi tanınmadı (adet, kg, ton, lt, m, m², m³, paket, koli…)',
      'Satır 5, C sütunu: Miktar tam sayı olmalıdır (koli parça sayar)',
      'Satır 6, C sütunu: Miktar sıfırdan büyük olmalıdır',
    ]);
    const en = run(sheet, 'en');
    expect(en.rows[0]?.issues[0]).toMatchObject({
      row: 2,
      column: 'C',
      field: 'quantity',
      message: 'Row 2, column C: Quantity must be a valid number',
      detail: 'Quantity must be a valid number',
    });
  });

  it('keeps the form’s limits: name and specification lengths, lines the ad can still take', () => {
    const long = run([header, ['x'.repeat(201), 'y'.repeat(2001), '1', 'adet']]);
    expect(long.rows[0]?.issues.map((issue) => issue.column)).toEqual(['A', 'B']);
    const full = run([header, ['A', '', '1', 'adet'], ['B', '', '1', 'adet']], 'tr', 1);
    expect(full.fileIssues).toEqual([
      'Dosyada 2 satır var, ilana 1 satır daha eklenebilir (en fazla 100 kalem)',
    ]);
  });

  it('skips blank rows, counts pieces without a unit column, needs a name and a quantity column', () => {
    const result = importAdLines(
      [
        ['Ürün', 'Miktar'],
        ['', null],
        ['Kalem', 3],
      ],
      {
        mapping: { name: 0, specification: null, quantity: 1, unit: null },
        hasHeader: true,
        room: 100,
        locale: 'tr',
      },
    );
    expect(result.rows.map((row) => row.row)).toEqual([3]);
    expect(result.lines).toEqual([
      { name: 'Kalem', specification: null, quantity: '3', unit: 'adet' },
    ]);
    const unmapped = importAdLines([['Kalem']], {
      mapping: { name: null, specification: null, quantity: null, unit: null },
      hasHeader: false,
      room: 100,
      locale: 'en',
    });
    expect(unmapped.fileIssues).toEqual([
      'Choose the Item name column',
      'Choose the Quantity column',
      'The file has no rows to import',
    ]);
  });

  it('writes numbers as the form would have them typed', () => {
    expect(quantityTextOfNumber(1250.5)).toBe('1250,5');
    expect(quantityTextOfNumber(0.1 + 0.2)).toBe('0,3');
    expect(quantityTextOfNumber(2500)).toBe('2500');
  });
});

describe('reading CSV', () => {
  it('reads Turkish Excel’s CSV: a BOM, ";" between fields, quoted fields, CRLF', () => {
    const text =
      '\uFEFFKalem adı;Miktar;Birim\r\n"Vida; M8";"1.250,5";kg\r\n"Dedi ki ""evet""";2;adet\r\n';
    expect(parseCsv(text)).toEqual([
      ['Kalem adı', 'Miktar', 'Birim'],
      ['Vida; M8', '1.250,5', 'kg'],
      ['Dedi ki "evet"', '2', 'adet'],
    ]);
  });

  it('reads comma and tab separated files too', () => {
    expect(parseCsv('name,qty\nBolt,"1,5"\n')).toEqual([
      ['name', 'qty'],
      ['Bolt', '1,5'],
    ]);
    expect(parseCsv('name\tqty\nBolt\t2')).toEqual([
      ['name', 'qty'],
      ['Bolt', '2'],
    ]);
  });

  it('decodes UTF-8 with a BOM and Windows-1254', () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Çiğ şeker;İp')]);
    expect(parseCsv(decodeCsvBytes(utf8))).toEqual([['Çiğ şeker', 'İp']]);
    // "Çiğ şeker;İp" in Windows-1254: Ç C7, ğ F0, ş FE, İ DD.
    const cp1254 = new Uint8Array([
      0xc7, 0x69, 0xf0, 0x20, 0xfe, 0x65, 0x6b, 0x65, 0x72, 0x3b, 0xdd, 0x70,
    ]);
    expect(parseCsv(decodeCsvBytes(cp1254))).toEqual([['Çiğ şeker', 'İp']]);
  });
});
