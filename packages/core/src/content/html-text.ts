/*
 * Plain text out of stored rich text, for previews, reading times, feeds and page
 * descriptions. Stored HTML is sanitized on the way in, so a small tag stripper is enough;
 * it runs the same in the browser and on the server (no DOM).
 */

/** Specification §9: blog and announcement previews are cut at 150 characters. */
export const CONTENT_PREVIEW_LENGTH = 150;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  middot: '·',
  bull: '•',
  Ccedil: 'Ç',
  ccedil: 'ç',
  Ouml: 'Ö',
  ouml: 'ö',
  Uuml: 'Ü',
  uuml: 'ü',
  Scedil: 'Ş',
  scedil: 'ş',
  Gbreve: 'Ğ',
  gbreve: 'ğ',
  Idot: 'İ',
  imath: 'ı',
  inodot: 'ı',
};

const BLOCK_TAGS =
  /<\/?(?:p|div|br|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|td|th|hr|figure|figcaption)\b[^>]*>/gi;

/** Decodes character references; an unknown named one is left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** The text a reader sees: tags and scripts gone, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(BLOCK_TAGS, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A preview of at most `limit` characters (code points, so Ç, ğ, İ and emoji count as one).
 * A longer text is cut at the last word boundary within the limit and ends with '…'; a single
 * word longer than the limit is cut at the limit.
 */
export function textPreview(text: string, limit = CONTENT_PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const head = chars.slice(0, limit);
  const wordContinues = /\S/.test(chars[limit] ?? ' ') && /\S/.test(head[limit - 1] ?? ' ');
  const lastSpace = head.lastIndexOf(' ');
  const kept = wordContinues && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${kept.join('').trimEnd()}…`;
}

/** The preview of a rich text, as blog and announcement cards show it. */
export const contentPreview = (html: string, limit = CONTENT_PREVIEW_LENGTH) =>
  textPreview(htmlToText(html), limit);

/** Minutes a reader needs at about 200 words a minute; at least one. */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
