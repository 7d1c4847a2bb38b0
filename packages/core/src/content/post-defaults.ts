/**
 * A post's defaults and their catalogue keys. Kept apart from the post schemas (zod) so that the
 * public pages showing posts, the home page among them, do not load the schema library for them.
 */

/** Specification §3: what a post shows when the field was left empty. */
export const POST_DEFAULTS = {
  title: 'Başlıksız',
  category: 'Genel',
  author: 'Bilinmeyen Yazar',
} as const;

/** The catalogue keys naming the defaults in the reader's language. */
export const POST_DEFAULT_KEYS = {
  title: 'posts.defaults.title',
  category: 'posts.defaults.category',
  author: 'posts.defaults.author',
} as const;
export type PostDefaultKey = (typeof POST_DEFAULT_KEYS)[keyof typeof POST_DEFAULT_KEYS];

/**
 * A default is a platform text, not something staff wrote: it is shown from the catalogues in
 * the reader's language and never machine translated. The catalogue key of a text that is one
 * of the defaults; null for any other text.
 */
export function postDefaultKey(text: string | null | undefined): PostDefaultKey | null {
  const value = text?.trim();
  const field = (Object.keys(POST_DEFAULTS) as (keyof typeof POST_DEFAULTS)[]).find(
    (name) => POST_DEFAULTS[name] === value,
  );
  return field ? POST_DEFAULT_KEYS[field] : null;
}
