import { withoutMarks } from '@teklifal/core';

/**
 * A URL slug from a Turkish name: Turkish letters to ASCII, other accents dropped, lowercase
 * kebab-case ("Isı, Su ve Ses Yalıtımı" → "isi-su-ve-ses-yalitimi"). Never empty.
 */
export function slugify(text: string, fallback = 'sektor'): string {
  const slug = withoutMarks(text)
    .toLowerCase()
    .replace(/&/g, ' ve ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`... : the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
