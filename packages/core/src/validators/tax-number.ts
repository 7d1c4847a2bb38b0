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

/**
 * MERSİS number: 16 digits, built as 0 + the company's 10-digit VKN + a 5-digit sequence
 * (MERSİS gives no checksum of its own), so the first digit is 0 and digits 2–11 are a valid
 * VKN. Sole proprietors, who are taxed by their TCKN, get a MERSİS number of the same shape.
 */
export const isValidMersis = (value: string) =>
  /^0\d{15}$/.test(value) && isValidVkn(mersisVknOf(value));

/** Digits 2–11 of a MERSİS number: the VKN it was built from. */
export const mersisVknOf = (mersis: string) => mersis.slice(1, 11);

/**
 * Whether a MERSİS number belongs to a company with this tax number: a company taxed by a VKN
 * must find it in digits 2–11; one taxed by a TCKN (a sole proprietor) is only checked for the
 * number's structure, since its MERSİS number carries a VKN the profile does not hold.
 */
export function mersisMatchesTaxNumber(mersis: string, taxNumber: string): boolean {
  if (!isValidVkn(taxNumber)) return true;
  return mersisVknOf(mersis) === taxNumber;
}
