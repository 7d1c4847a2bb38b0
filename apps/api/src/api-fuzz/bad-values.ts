import fc from 'fast-check';

/**
 * Values no form sends, each aimed at a way input has broken a server before: the wrong type,
 * numbers past what a column or a JavaScript number keeps, amounts whose products overflow,
 * dates past year 9999 or not in the calendar, text PostgreSQL cannot keep (NUL, half a
 * surrogate pair), text longer than any field, markup and SQL, containers in place of scalars.
 */
const LONG_TEXT = 'ş'.repeat(70_000);

const wrongTypes = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, [], {}, [[]], [null]);

const hugeNumbers = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2 ** 63, -(2 ** 31) - 1, 1e21, 5e-324),
  fc.double(),
  fc.integer(),
);

/** Amounts past the numeric columns, or whose products with any quantity are. */
export const badAmount = fc.constantFrom(
  '99999999999999999999999',
  '9999999999999999.99',
  '9999999999999999.995',
  '999999999999999.9999',
  '9999999999',
  '9999999',
  '1e400',
  '0.001',
  '-5',
  '0',
  '1.234.567,891',
);

/** Dates past year 9999 or before the platform, days the calendar lacks, other writings. */
export const badDate = fc.constantFrom(
  '10000-01-01',
  '+010000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31T23:59:59.999Z',
  '2024-99-99',
  '2024-02-30',
  '2024-02-30T10:00:00Z',
  '2024-01-01T24:00:00Z',
  '2026-06-25 17:00',
  '1',
  'yarın',
);

const hostileText = fc.constantFrom(
  '',
  '   ',
  '\u0000',
  'ab\u0000cd',
  'a\uD800b',
  '\uDC00',
  LONG_TEXT,
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  "' or '1'='1'; drop table ad; --",
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '{{field}} ${process.env}',
  '😀'.repeat(300),
  'İSTANBUL ılık ŞĞÜÖÇ',
);

/**
 * JSON written out as it is, in place of a value: nesting deeper than JSON.stringify (or any
 * other recursive walk) can go. The body's encoding puts its text where the value would be.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

const nestedArrays = (depth: number) => new JsonText('['.repeat(depth) + ']'.repeat(depth));
const nestedObjects = (depth: number) =>
  new JsonText(`${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`);

/**
 * Nesting no form sends: just past the API's limit (32), and deep enough (50,000 arrays in
 * 100 KB, 5,000 objects in 25 KB) to exhaust the stack of whatever walks it recursively.
 */
export const deepNesting: readonly JsonText[] = [
  nestedArrays(50_000),
  nestedObjects(5_000),
  nestedArrays(33),
  nestedObjects(33),
];

const deeplyNested = fc.constantFrom(...deepNesting);

/** Any value in place of a field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  wrongTypes,
  hugeNumbers,
  badAmount,
  badDate,
  hostileText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
  deeplyNested,
);

/** A whole body that is not the object an operation takes. */
export const badBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(undefined, null, [], {}, 'metin', 0, true, [{}]),
  fc.array(fc.object({ maxDepth: 1, maxKeys: 2 }), { maxLength: 3 }),
  deeplyNested,
);

/** A path id no record has: empty, too long, NUL, half a surrogate pair, a path of its own. */
export const badId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(101),
    'x'.repeat(2000),
    '\u0000',
    'a\uD800',
    '..',
    '../admin',
    'a/b',
    '%',
    "1' or '1'='1",
    '00000000-0000-0000-0000-000000000000',
    'İ',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/**
 * A path segment or query value written into a URL. encodeURIComponent refuses half a
 * surrogate pair; such a character is then sent as the bytes a careless client would send
 * (its CESU-8 form), which is no UTF-8 at all.
 */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return Array.from(value, (char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(char);
    }).join('');
  }
}
