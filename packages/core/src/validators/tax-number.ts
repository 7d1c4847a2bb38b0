const digitsOf = (value: string) => Array.from(value, Number);

/** Vergi Kimlik Numarası: 10 digits, the last one a checksum of the first nine. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = ((digits[i] as number) + 9 - i) % 10;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    sum += shifted !== 0 && weighted === 0 ? 9 : weighted;
  }
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** T.C. Kimlik Numarası: 11 digits, not starting with 0, two checksum digits. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const at = (index: number) => d[index] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  const firstTen = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return firstTen % 10 === at(10);
}

/** A company's tax number: a VKN, or a TCKN for sole proprietors. */
export const isValidTaxNumber = (value: string) => isValidVkn(value) || isValidTckn(value);

/** MERSİS number: 16 digits (no public checksum). */
export const isValidMersis = (value: string) => /^\d{16}$/.test(value);
