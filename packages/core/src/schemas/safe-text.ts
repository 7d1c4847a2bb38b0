/**
 * Text no field may hold: a NUL (PostgreSQL cannot keep it in text or JSON) or half of a
 * surrogate pair without its other half (not Unicode text at all; JSON columns refuse it).
 * A browser never sends them from a form; a script or a broken client may.
 */
// eslint-disable-next-line no-control-regex -- the NUL is what this pattern is for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

/** A step from the top of a value down to one of its parts, linked to the step before. */
interface Step {
  key: string | number;
  parent: Step | null;
}

const pathOf = (step: Step | null) => {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where in a request (body, query, path parameters) such text is: the paths of the strings,
 * and of the object keys, that hold it. Checked before any other rule, for every operation.
 * Walked with a list of its own rather than recursion, so no nesting runs out of stack, and a
 * part's path is only spelt out when it holds such text.
 */
export function unsafeTextPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  // Parts still to look at, the next one last: depth first, in the value's own order.
  const pending: { value: unknown; step: Step | null }[] = [{ value, step: null }];
  for (let part = pending.pop(); part; part = pending.pop()) {
    const { value: current, step } = part;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) found.push(pathOf(step));
    } else if (current && typeof current === 'object') {
      const entries: [string | number, unknown][] = Array.isArray(current)
        ? current.map((item, index) => [index, item])
        : Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string | number, unknown];
        const child = { key, parent: step };
        // A key that holds it is reported as a string would be, placed where its value was.
        pending.push(
          typeof key === 'string' && hasUnsafeText(key)
            ? { value: key, step: child }
            : { value: item, step: child },
        );
      }
    }
  }
  return found;
}
