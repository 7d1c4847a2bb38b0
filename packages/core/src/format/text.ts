/** Cuts a text to `limit` characters, ending with an ellipsis when something was cut. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** Turkish-aware lower case (İ/ı) and order. */
export const toTurkishLower = (text: string) => text.toLocaleLowerCase('tr-TR');
export const compareTurkish = (a: string, b: string) => a.localeCompare(b, 'tr-TR');

const TURKISH_LETTERS = 'çÇğĞıİöÖşŞüÜ';
const ASCII_LETTERS = 'cCgGiIoOsSuU';

/**
 * `text` in ASCII where it can be, case kept: the Turkish letters without their marks (ı→i,
 * İ→I), other accents dropped ("Çankırı Şubesi" → "Cankiri Subesi"). For file names and
 * slugs that old clients and URLs must carry; what has no ASCII form is left as it is.
 */
export const withoutMarks = (text: string): string =>
  Array.from(text, (letter) => {
    const index = TURKISH_LETTERS.indexOf(letter);
    return index === -1 ? letter : ASCII_LETTERS.charAt(index);
  })
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
