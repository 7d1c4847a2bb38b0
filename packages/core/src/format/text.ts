/** Cuts a text to `limit` characters, ending with an ellipsis when something was cut. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** Plain text of an HTML fragment, for previews (no DOM needed, so it runs on the server too). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Turkish-aware upper and lower case (İ/ı). */
export const toTurkishUpper = (text: string) => text.toLocaleUpperCase('tr-TR');
export const toTurkishLower = (text: string) => text.toLocaleLowerCase('tr-TR');
export const compareTurkish = (a: string, b: string) => a.localeCompare(b, 'tr-TR');
