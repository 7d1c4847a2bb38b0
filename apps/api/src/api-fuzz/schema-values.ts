import fc from 'fast-check';
import { nextVkn } from '../test/factories.ts';
import { PDF, PNG, SVG } from '../test/files.ts';
import { PASSWORD } from '../test/helper.ts';
import type { JsonSchema } from './openapi-operations.ts';

/** A file part of a multipart body. */
export class FileValue {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: Buffer,
  ) {}
}

/** Values of the fuzz world a field may point at: ids by the API's name for them. */
export interface ValuePools {
  /** `resource`: the path segment before a path `{id}` (`tickets` in `/tickets/{id}`). */
  idsFor: (name: string, resource?: string) => string[];
}

const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const instant = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const TEXT = 'Deneme metni: paslanmaz çelik boru ve vana alımı için ayrıntılı açıklama. ';

/** Strings guessed from a field's name, the way a person filling the form would write them. */
const HINTS: [RegExp, () => string[]][] = [
  [/deadline/i, () => [instant(10)]],
  // questionsUntil is an instant before the deadline, validUntil a day after it.
  [/until/i, () => [instant(9), day(45)]],
  [/At$/, () => [instant(-1), instant(2)]],
  [/date/i, () => [day(45), day(60)]],
  [/^(from|to)$/, () => ['2024-03-01', day(0)]],
  [/price|quantity|budget|amount/i, () => ['12,50', '1000', '0.5', '1.250']],
  [/email/i, () => ['fuzz@ornek.com.tr']],
  [/url|href|website/i, () => ['https://ornek.com.tr/sayfa']],
  [/phone/i, () => ['0532 123 45 67']],
  [/password/i, () => [PASSWORD]],
  [/city/i, () => ['İstanbul']],
  [/district/i, () => ['Kadıköy']],
  [/taxNumber/i, () => [nextVkn()]],
  // A MERSİS number must carry the company's own VKN (a cross-field rule): none is given.
  [/mersis/i, () => ['']],
  [/lang|locale/i, () => ['tr', 'en']],
];

/**
 * A string the field probably takes: its enum, ids of real records for `…Id`, a date, a
 * decimal or an address as its name suggests, else text of a length the schema allows. Valid
 * enough that many requests reach the handler and the database; mutate() then spoils a part.
 */
function plausibleString(name: string, schema: JsonSchema, pools: ValuePools) {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (/(^id$|Id$)/.test(name)) return fc.constantFrom(...pools.idsFor(name));
  const hint = HINTS.find(([pattern]) => pattern.test(name));
  if (hint) return fc.constantFrom(...hint[1]());
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  return fc.constant(TEXT.repeat(4).slice(0, Math.min(Math.max(min, 40), max)));
}

/** Small whole numbers within the bounds (fractions and huge ones come from bad-values). */
function plausibleNumber(schema: JsonSchema) {
  const min = Math.max(schema.minimum ?? 1, -1000);
  return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 30, 30)) });
}

/** Files as a browser sends them, good ones and ones an upload must refuse. */
const plausibleFile = fc.constantFrom(
  new FileValue('teknik-sartname.pdf', 'application/pdf', PDF),
  new FileValue('logo.png', 'image/png', PNG),
  new FileValue('logo.svg', 'image/svg+xml', SVG),
  new FileValue('bos.png', 'image/png', Buffer.alloc(0)),
  new FileValue('a\u0000b.pdf', 'application/pdf', PDF),
  new FileValue(`${'x'.repeat(300)}.pdf`, 'text/plain', Buffer.from('metin')),
  new FileValue('../../etc/passwd', 'application/octet-stream', Buffer.from([0, 1, 2])),
);

/** Each field plausible; optional ones now and then left out. */
function objectOf(schema: JsonSchema, pools: ValuePools) {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value = plausibleValue(key, property, pools);
    return required.has(key) ? value : fc.option(value, { nil: undefined, freq: 3 });
  });
  const keys = Object.keys(schema.properties ?? {});
  return fc.tuple(...fields).map((values) => {
    const object: Record<string, unknown> = {};
    values.forEach((value, index) => {
      if (value !== undefined) object[keys[index] ?? ''] = value;
    });
    return object;
  });
}

/** A value the schema probably takes (an item of `sectorIds` is a `sectorId`). */
export function plausibleValue(
  name: string,
  schema: JsonSchema,
  pools: ValuePools,
): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  // A decimal field takes text or a number: the text a form sends is what it usually gets.
  if (branches) return fc.oneof(...branches.map((branch) => plausibleValue(name, branch, pools)));
  if (schema.format === 'binary') return plausibleFile;
  switch (schema.type) {
    case 'object':
      return objectOf(schema, pools);
    case 'array':
      return fc.array(plausibleValue(name.replace(/s$/, ''), schema.items ?? {}, pools), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'integer':
      return plausibleNumber(schema);
    default:
      return plausibleString(name, schema, pools);
  }
}
