import { z } from 'zod';
import { moneyField, quantityField } from './amounts.ts';
import {
  AD_CHOICE_FIELDS,
  AD_FIELD_LABELS,
  AD_ITEMS_MAX,
  AD_TERM_FIELDS,
  AdInput,
  checkAdDates,
  checkWholeQuantity,
  idField,
  unitField,
} from './ad.ts';
import { withFieldLabels } from './field-labels.ts';
import { optionalText } from './fields.ts';
import { instantField } from './dates.ts';

/**
 * A draft ("Taslak olarak kaydet") needs only its title. Every other field may be left empty,
 * but what is given passes the same rule as at publish: a draft never keeps a value that could
 * not be published (a bad date, "2,5 adet"). Publishing checks the rest (`adPublishIssues`).
 */

const blankToNull = <T>(value: T | null | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? null
    : value;

/** A text field a draft may leave empty ('' and null alike): null, or the field's own rule. */
const maybeText = <O>(field: z.ZodType<O, string>) =>
  z.string().nullish().transform(blankToNull).pipe(field.nullable());

/** The same for a number typed by a person (`1.500`, `2,5`). */
const maybeNumber = <O>(field: z.ZodType<O, string | number>) =>
  z.union([z.string(), z.number()]).nullish().transform(blankToNull).pipe(field.nullable());

/**
 * A line of a draft. A line with nothing in it (the form's empty last row) is no line and is
 * not kept; a line with anything in it needs its name, so a quantity never floats without
 * saying what it counts. The quantity may wait until publishing.
 */
export const AdDraftItemInput = z
  .object({
    id: idField.optional(),
    name: z.string().trim().max(200, 'validation.maxLength').default(''),
    specification: optionalText(2000),
    quantity: maybeNumber(quantityField),
    unit: unitField.default('adet'),
  })
  .superRefine((line, ctx) => {
    if (line.name === '' && (line.specification || line.quantity)) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['name'] });
    }
    checkWholeQuantity(line, ctx);
  });
export type AdDraftItemInput = z.input<typeof AdDraftItemInput>;

const { title, ...terms } = AD_TERM_FIELDS;

export const AdDraftInput = withFieldLabels(
  z
    .object({
      title,
      description: maybeText(terms.description),
      sectorId: maybeText(terms.sectorId),
      items: z.array(AdDraftItemInput).max(AD_ITEMS_MAX, 'validation.tooMany').default([]),
      deliveryCity: maybeText(terms.deliveryCity),
      deliveryAddress: maybeText(terms.deliveryAddress),
      deliveryDate: maybeText(terms.deliveryDate),
      bidDeadline: maybeText(terms.bidDeadline),
      questionsUntil: maybeText(instantField),
      paymentTerms: maybeText(terms.paymentTerms),
      budget: maybeNumber(moneyField),
      ...AD_CHOICE_FIELDS,
      // The form always has a currency; an API draft without one is in lira, as the form starts.
      currency: AD_CHOICE_FIELDS.currency.default('TRY'),
    })
    // A deadline in the past is the publisher's problem (a draft is saved to finish later); the
    // dates a draft has must agree with each other already.
    .superRefine(checkAdDates),
  AD_FIELD_LABELS,
);
export type AdDraftInput = z.input<typeof AdDraftInput>;
/** An ad's contents as saved: a draft's, or (every field given) a publishable ad's. */
export type AdDraft = z.output<typeof AdDraftInput>;

/** The lines a draft keeps: those with a name (a line without one has nothing in it). */
export const keptLines = <L extends { name: string }>(items: readonly L[]) =>
  items.filter((line) => line.name !== '');

/** A saved decimal as a person would type it: `1.234` is one and a bit, not 1234. */
const typedDecimal = (value: string | null) => (value === null ? null : value.replace('.', ','));

/**
 * Why a draft may not be published yet: the full ad rules (AdInput) run over it, so each
 * missing field is named ("Açıklama zorunludur"), then the rules between fields. Empty when
 * it may be published.
 */
export function adPublishIssues(draft: AdDraft): z.core.$ZodIssue[] {
  const result = AdInput.safeParse(
    {
      ...draft,
      items: draft.items.map((line) => ({ ...line, quantity: typedDecimal(line.quantity) })),
      budget: typedDecimal(draft.budget),
    },
    { reportInput: true },
  );
  return result.success ? [] : result.error.issues;
}

/**
 * The fields a draft still lacks (or has wrong) to be published, each once, as the form names
 * them (`items` for anything in its lines): what /myads lists under a draft.
 */
export const adPublishMissingFields = (draft: AdDraft): string[] => [
  ...new Set(adPublishIssues(draft).map((issue) => String(issue.path[0] ?? ''))),
];
