/**
 * Text no field may hold: a NUL (PostgreSQL cannot keep it in text or JSON) or half of a
 * surrogate pair without its other half (not Unicode text at all; JSON columns refuse it).
 * A browser never sends them from a form; a script or a broken client may.
 */
// eslint-disable-next-line no-control-regex -- the NUL is what this pattern is for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

/**
 * Where in a request (body, query, path parameters) such text is: the paths of the strings,
 * and of the object keys, that hold it. Checked before any other rule, for every operation.
 */
export function unsafeTextPaths(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return hasUnsafeText(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unsafeTextPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      hasUnsafeText(key) ? [[...path, key]] : unsafeTextPaths(item, [...path, key]),
    );
  }
  return [];
}
