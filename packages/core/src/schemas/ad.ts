import { z } from 'zod';
import { PROVINCE_NAMES } from '../data/provinces.ts';
import { isCalendarDate, istanbulDateOf } from '../format/date.ts';
import { CURRENCIES } from '../format/money.ts';
import { moneyField, quantityField } from './amounts.ts';
import { dateField, instantField } from './dates.ts';
import { withFieldLabels } from './field-labels.ts';
import { optionalText, requiredText } from './fields.ts';
import { booleanQuery, pageField, pageSizeField, searchField } from './paging.ts';

/** Units an ad line may be counted in (Turkish abbreviations, as buyers write them). */
export const UNITS = [
  'adet',
  'kg',
  'ton',
  'lt',
  'm',
  'm2',
  'm3',
  'paket',
  'koli',
  'set',
  'saat',
  'gün',
  'ay',
  'çift',
  'rulo',
  'palet',
] as const;
export type Unit = (typeof UNITS)[number];

/** Units that count whole things: "2,5 adet" makes no sense, "2,5 kg" does. */
export const PIECE_UNITS = [
  'adet',
  'paket',
  'koli',
  'set',
  'çift',
  'rulo',
  'palet',
] as const satisfies readonly Unit[];
export const isPieceUnit = (unit: Unit) => (PIECE_UNITS as readonly Unit[]).includes(unit);

export const AD_VISIBILITIES = ['open', 'invited'] as const;
export type AdVisibility = (typeof AD_VISIBILITIES)[number];

export const AD_ITEMS_MAX = 100;
export const AD_ATTACHMENTS_MAX = 10;
export const AD_INVITED_MAX = 50;
/** Editing a published ad with bids pushes a deadline closer than this further away. */
export const EDIT_DEADLINE_MIN_HOURS = 48;

export const idField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.maxLength');

export const currencyField = z.enum(CURRENCIES, { error: 'validation.oneOf' });

/** Whether sellers must bid in the ad's currency ('fixed') or may choose ('any'). */
export const BID_CURRENCY_RULES = ['fixed', 'any'] as const;
export type BidCurrencyRule = (typeof BID_CURRENCY_RULES)[number];

export const unitField = z.enum(UNITS, { error: 'validation.oneOf' });

/** Counted units take whole numbers: "2,5 adet" is refused on the line's quantity. */
export function checkWholeQuantity(
  line: { quantity?: string | null; unit: Unit },
  ctx: z.core.$RefinementCtx<{ quantity?: string | null; unit: Unit }>,
) {
  if (line.quantity && isPieceUnit(line.unit) && line.quantity.includes('.')) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.wholeQuantity',
      params: { unit: `procurement.units.${line.unit}` },
      path: ['quantity'],
    });
  }
}

export const AdItemInput = z
  .object({
    /** The line's id when editing an ad: the line keeps it (bid prices reference line ids). */
    id: idField.optional(),
    name: requiredText(200),
    specification: optionalText(2000),
    quantity: quantityField,
    unit: unitField,
  })
  .superRefine(checkWholeQuantity);
export type AdItemInput = z.input<typeof AdItemInput>;

const deliveryCityField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine((value) => PROVINCE_NAMES.includes(value), 'validation.oneOf');

/**
 * The fields an ad must have to be published, each with its rule. A draft may lack any of them
 * but the title (AdDraftInput); what it has passes the same rule.
 */
export const AD_TERM_FIELDS = {
  title: requiredText(150).refine((value) => value.length >= 5, {
    message: 'validation.minLength',
    params: { min: 5 },
  }),
  description: requiredText(5000).refine((value) => value.length >= 10, {
    message: 'validation.minLength',
    params: { min: 10 },
  }),
  sectorId: idField,
  deliveryCity: deliveryCityField,
  deliveryAddress: requiredText(500),
  deliveryDate: dateField,
  bidDeadline: instantField,
  paymentTerms: requiredText(200),
};

/** The ad's choices: each has a default, so a draft and a published ad have them all. */
export const AD_CHOICE_FIELDS = {
  attachmentFileIds: z.array(idField).max(AD_ATTACHMENTS_MAX, 'validation.tooMany').default([]),
  currency: currencyField,
  bidCurrencyRule: z.enum(BID_CURRENCY_RULES, { error: 'validation.oneOf' }).default('fixed'),
  partialBids: z.boolean().default(false),
  budgetVisible: z.boolean().default(false),
  visibility: z.enum(AD_VISIBILITIES, { error: 'validation.oneOf' }).default('open'),
  invitedCompanyIds: z.array(idField).max(AD_INVITED_MAX, 'validation.tooMany').default([]),
  sealed: z.boolean().default(false),
};

/** The labels of an ad's fields in error messages, where the field's own name would not do. */
export const AD_FIELD_LABELS = { 'items.*.name': 'fields.itemName' } as const;

type TimeRuleContext = z.core.$RefinementCtx<{
  bidDeadline?: string | null;
  questionsUntil?: string | null;
  deliveryDate?: string | null;
}>;

/**
 * The rules between an ad's dates, for those it has: the questions cut-off not after the
 * deadline, the delivery not before the deadline's day (Istanbul).
 */
export function checkAdDates(
  ad: { bidDeadline?: string | null; questionsUntil?: string | null; deliveryDate?: string | null },
  ctx: TimeRuleContext,
) {
  if (!ad.bidDeadline) return;
  const deadline = new Date(ad.bidDeadline);
  if (Number.isNaN(deadline.getTime())) return;
  if (ad.questionsUntil && new Date(ad.questionsUntil).getTime() > deadline.getTime()) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.questionsAfterDeadline',
      path: ['questionsUntil'],
    });
  }
  if (
    ad.deliveryDate &&
    isCalendarDate(ad.deliveryDate) &&
    ad.deliveryDate < istanbulDateOf(deadline)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.deliveryBeforeDeadline',
      path: ['deliveryDate'],
    });
  }
}

/**
 * The ad form at publish (/createAd and /myads/{adId}/edit with "Yayınla", and every edit of a
 * published ad): every field. The time rules (deadline in the future, questions cut-off not
 * after the deadline, delivery not before the deadline) are checked against `now`, so the
 * server and the browser refuse the same ads. A draft is checked by AdDraftInput.
 */
export const AdInput = withFieldLabels(
  z
    .object({
      // In the form's order, which is the order of the field errors.
      title: AD_TERM_FIELDS.title,
      description: AD_TERM_FIELDS.description,
      sectorId: AD_TERM_FIELDS.sectorId,
      items: z
        .array(AdItemInput)
        .min(1, 'validation.itemsRequired')
        .max(AD_ITEMS_MAX, 'validation.tooMany'),
      deliveryCity: AD_TERM_FIELDS.deliveryCity,
      deliveryAddress: AD_TERM_FIELDS.deliveryAddress,
      deliveryDate: AD_TERM_FIELDS.deliveryDate,
      bidDeadline: AD_TERM_FIELDS.bidDeadline,
      paymentTerms: AD_TERM_FIELDS.paymentTerms,
      questionsUntil: instantField.nullable().default(null),
      budget: moneyField.nullable().default(null),
      ...AD_CHOICE_FIELDS,
    })
    .superRefine((ad, ctx) => {
      const deadline = new Date(ad.bidDeadline);
      if (Number.isNaN(deadline.getTime())) return;
      if (deadline.getTime() <= Date.now()) {
        ctx.addIssue({ code: 'custom', message: 'validation.deadlinePast', path: ['bidDeadline'] });
      }
      checkAdDates(ad, ctx);
      if (ad.visibility === 'invited' && ad.invitedCompanyIds.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.atLeastOne',
          path: ['invitedCompanyIds'],
        });
      }
    }),
  AD_FIELD_LABELS,
);
export type AdInput = z.input<typeof AdInput>;
export type AdInputParsed = z.output<typeof AdInput>;

export const ExtendDeadlineInput = z
  .object({ bidDeadline: instantField })
  .refine((value) => Date.parse(value.bidDeadline) > Date.now(), {
    message: 'validation.deadlinePast',
    path: ['bidDeadline'],
  });
export type ExtendDeadlineInput = z.input<typeof ExtendDeadlineInput>;

export const ReasonInput = z.object({
  reason: requiredText(500).refine((value) => value.length >= 5, {
    message: 'validation.minLength',
    params: { min: 5 },
  }),
});
export type ReasonInput = z.input<typeof ReasonInput>;

export const AskQuestionInput = z.object({
  body: requiredText(1000).refine((value) => value.length >= 5, {
    message: 'validation.minLength',
    params: { min: 5 },
  }),
});
export type AskQuestionInput = z.input<typeof AskQuestionInput>;

export const AnswerQuestionInput = z.object({ answer: requiredText(2000) });
export type AnswerQuestionInput = z.input<typeof AnswerQuestionInput>;

export const MY_AD_SORTS = ['-createdAt', 'bidDeadline', '-bidDeadline', 'title'] as const;
/** GET /api/ads/mine: the buyer's ads. */
export const MyAdsQuery = z.object({
  q: searchField,
  status: z
    .enum(['draft', 'published', 'closed', 'awarded', 'cancelled'], { error: 'validation.oneOf' })
    .optional(),
  page: pageField,
  pageSize: pageSizeField,
  sort: z.enum(MY_AD_SORTS, { error: 'validation.oneOf' }).default('-createdAt'),
});
export type MyAdsQuery = z.input<typeof MyAdsQuery>;

export const AD_BROWSE_SORTS = ['relevance', 'newest', 'deadline'] as const;
export type AdBrowseSort = (typeof AD_BROWSE_SORTS)[number];
/** GET /api/ads: open ads a seller may bid on. */
export const BrowseAdsQuery = z.object({
  q: searchField,
  sectorId: idField.optional(),
  city: z.string().trim().max(100, 'validation.maxLength').optional(),
  currency: currencyField.optional(),
  /** Only ads whose deadline is at or before this day (YYYY-MM-DD, Istanbul). */
  deadlineBefore: dateField.optional(),
  mySectors: booleanQuery,
  page: pageField,
  pageSize: pageSizeField,
  /** Default: relevance while searching (q), else newest; relevance without q is newest. */
  sort: z
    .enum(AD_BROWSE_SORTS, { error: 'validation.oneOf' })
    .optional()
    .describe(
      'relevance (most relevant first, then newest; the default with q), newest (the default without q) or deadline',
    ),
});
export type BrowseAdsQuery = z.input<typeof BrowseAdsQuery>;

/** The order a browse query asks for, with its defaults: relevance only while searching. */
export function browseSortOf(query: { q?: string | undefined; sort?: AdBrowseSort | undefined }) {
  const searching = Boolean(query.q?.trim());
  if (query.sort === 'relevance' || query.sort === undefined) {
    return searching ? 'relevance' : 'newest';
  }
  return query.sort;
}

export const SellerSuggestionsQuery = z.object({
  sectorId: idField.optional(),
  q: searchField,
});
