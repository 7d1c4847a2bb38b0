import fc from 'fast-check';
import { badAmount, badDate, badId, badValue } from './bad-values.ts';

type Container = Record<string, unknown> | unknown[];
type Part = [Container, string | number];

/**
 * One spoiled part: a bad value in its place (a bad date for a date field, a bad amount for a
 * price, an id no record has for an id, anything for the rest), the part left out, or a field
 * nobody asked for.
 */
interface Mutation {
  at: number;
  /** 0: any bad value; else one aimed at the field's kind. */
  aim: number;
  kind: 'bad' | 'drop' | 'extra';
  values: { any: unknown; date: unknown; amount: unknown; id: unknown };
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  aim: fc.nat(2),
  kind: fc.constantFrom('bad', 'bad', 'bad', 'bad', 'drop', 'extra'),
  values: fc.record({ any: badValue, date: badDate, amount: badAmount, id: badId }),
});

/** The bad value for a field of this name: aimed at its kind two times in three. */
function badFor(key: string | number, values: Mutation['values'], aim: number): unknown {
  if (aim === 0 || typeof key === 'number') return values.any;
  if (/date|deadline|until|At$|^(from|to)$/i.test(key)) return values.date;
  if (/price|quantity|budget|amount/i.test(key)) return values.amount;
  if (/(^id$|Id$)/.test(key)) return values.id;
  return values.any;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && Object.getPrototypeOf(value) === Object.prototype;

/** A copy of the plain objects and arrays; anything else (a file part) is shared. */
function copied(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copied);
  if (isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copied(v)]));
  return value;
}

/** The fields and items inside a value, each as [its container, its key]. */
function partsOf(value: unknown): Part[] {
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isPlain(value)
      ? Object.entries(value)
      : [];
  return entries.flatMap(([key, item]) => [[value as Container, key] as Part, ...partsOf(item)]);
}

function apply(value: unknown, change: Mutation): unknown {
  const root = copied(value);
  const parts = partsOf(root);
  const part = parts[change.at % Math.max(parts.length, 1)];
  if (!part) return change.kind === 'bad' ? change.values.any : root;
  const [container, key] = part;
  const slot = container as Record<string | number, unknown>;
  if (change.kind === 'drop') {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete slot[key];
  } else if (change.kind === 'extra' && isPlain(slot[key])) {
    (slot[key] as Record<string, unknown>).__extra = change.values.any;
  } else {
    slot[key] = badFor(key, change.values, change.aim);
  }
  return root;
}

/**
 * The value as generated, or with one or two of its parts spoiled: most requests are wrong in
 * one place only, so every other rule passes and the spoiled part is what reaches the server.
 */
export function mutated(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(value, fc.array(mutation, { maxLength: 2 }))
    .map(([generated, changes]) => changes.reduce(apply, generated));
}
