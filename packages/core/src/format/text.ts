/** Cuts a text to `limit` characters, ending with an ellipsis when something was cut. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** Turkish-aware lower case (İ/ı) and order. */
export const toTurkishLower = (text: string) => text.toLocaleLowerCase('tr-TR');
export const compareTurkish = (a: string, b: string) => a.localeCompare(b, 'tr-TR');
