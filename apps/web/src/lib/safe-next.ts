const BASE = 'http://same-origin.invalid';
// Backslashes (browsers read `/\` as `//`), control characters (browsers drop tabs and line
// breaks, so `/\t/x` becomes `//x`) and DEL.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;
const MAX_DECODINGS = 3;

/** The value with percent-encoding undone until it stops changing; null when it is broken. */
function decoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

const looksLocal = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTER.test(value);

/**
 * Whether `value` is a path of this site: it starts with one `/`, holds no backslash or control
 * character, not even percent-encoded, and resolves to the same origin. Anything else (`//x`,
 * `/\x`, `https://x`, `javascript:…`) could send the user elsewhere after signing in.
 */
export function isSameOriginPath(value: string): boolean {
  if (!looksLocal(value)) return false;
  const plain = decoded(value);
  if (plain === null || !looksLocal(plain)) return false;
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** The page to open after signing in: `next` when it is a path of this site, else `home`. */
export function safeNext(next: string | null, home = '/dashboard'): string {
  return next !== null && isSameOriginPath(next) ? next : home;
}
