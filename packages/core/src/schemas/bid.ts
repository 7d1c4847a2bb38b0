import { z } from 'zod';
import { istanbulDateOf } from '../format/date.ts';
import { CURRENCIES } from '../format/money.ts';
import { DEFAULT_VAT_RATE, VAT_RATES } from '../format/vat.ts';
import { AD_STATUSES } from '../states/ad.ts';
import { BID_STATUSES } from '../states/bid.ts';
import { currencyField } from './ad.ts';
import { moneyField } from './amounts.ts';
import { dateField } from './dates.ts';
import { AttachmentView, CompanySummary } from './ad-views.ts';
import { EXCHANGE_RATE_SOURCES } from './exchange-rates.ts';
import { AdChange } from './ad-changes.ts';
import { AuctionSummary } from './auction-summary.ts';
import { optionalText, requiredText } from './fields.ts';
import { pageField, pageOf, pageSizeField, searchField } from './paging.ts';

export const BID_ATTACHMENTS_MAX = 10;
export const DELIVERY_DAYS_MAX = 365;

const idField = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

/** A KDV rate in percent: one of VAT_RATES. */
export const vatRateField = z.union(
  VAT_RATES.map((rate) => z.literal(rate)) as unknown as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<10>,
    z.ZodLiteral<20>,
  ],
  { error: 'validation.oneOf' },
);

export const BidItemInput = z.object({
  adItemId: idField,
  unitPrice: moneyField,
  vatRate: vatRateField.default(DEFAULT_VAT_RATE),
});

/**
 * The bid form (/ad-details/{companyId}/{adId}/bid). Every line of the ad needs a price (the
 * server checks the lines against the ad). `submit: false` keeps a draft; `expectedRevision`
 * is the revision the form was loaded from, so two people revising at once cannot overwrite
 * each other (the second gets 409).
 */
export const BidInput = z.object({
  items: z.array(BidItemInput).min(1, 'validation.itemsRequired').max(100, 'validation.tooMany'),
  currency: currencyField,
  deliveryDays: z.coerce
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.positive')
    .max(DELIVERY_DAYS_MAX, 'validation.tooLarge'),
  validUntil: dateField.refine((value) => value >= istanbulDateOf(new Date()), {
    message: 'validation.datePast',
  }),
  paymentTerms: requiredText(200),
  note: optionalText(2000),
  attachmentFileIds: z.array(idField).max(BID_ATTACHMENTS_MAX, 'validation.tooMany').default([]),
  submit: z.boolean().default(true),
  expectedRevision: z.number().int().min(0).nullable().optional(),
});
export type BidInput = z.input<typeof BidInput>;
export type BidInputParsed = z.output<typeof BidInput>;

/** Award the whole ad to one bid, or each line to a bid (one order per awarded seller). */
export const AwardInput = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('whole'), bidId: idField }),
    z.object({
      mode: z.literal('lines'),
      lines: z
        .array(z.object({ adItemId: idField, bidId: idField }))
        .min(1, 'validation.itemsRequired')
        .max(100, 'validation.tooMany'),
    }),
  ],
  { error: 'validation.oneOf' },
);
export type AwardInput = z.input<typeof AwardInput>;

/** GET /api/bids/mine: the seller's bids on every ad. */
export const MyBidsQuery = z.object({
  q: searchField,
  status: z.enum(BID_STATUSES, { error: 'validation.oneOf' }).optional(),
  page: pageField,
  pageSize: pageSizeField,
});
export type MyBidsQuery = z.input<typeof MyBidsQuery>;

/** GET /api/bids/mine/export: the list's filters, every page. */
export const MyBidsExportQuery = MyBidsQuery.pick({ q: true, status: true });
export type MyBidsExportQuery = z.input<typeof MyBidsExportQuery>;

// ---------------------------------------------------------------- views

export const BidItemView = z.object({
  adItemId: z.string(),
  /** Null when hidden (a sealed ad before its deadline) or not priced in a draft. */
  unitPrice: z
    .string()
    .nullable()
    .describe('Null when hidden (a sealed ad before its deadline) or not priced in a draft'),
  /** Net: quantity × unit price. */
  lineTotal: z.string().nullable(),
  vatRate: vatRateField,
  /** The line's KDV, rounded on the line; null with lineTotal. */
  vatAmount: z.string().nullable(),
  /** lineTotal + vatAmount. */
  grossTotal: z.string().nullable(),
});
export type BidItemView = z.infer<typeof BidItemView>;

/**
 * A bid. `status` is the effective one: a submitted bid past its validity day shows as
 * `expired`.
 */
export const BidView = z.object({
  id: z.string(),
  adId: z.string(),
  sellerCompanyId: z.string(),
  status: z
    .enum(BID_STATUSES)
    .describe('The effective status: a submitted bid past its validity day is `expired`'),
  revision: z.number().int(),
  currency: z.enum(CURRENCIES),
  /**
   * Net (before KDV). Null when hidden, or when a draft does not price every line (a partial
   * bid on an ad that allows one has a total of the lines it prices).
   */
  total: z.string().nullable(),
  /** The lines' KDV summed; null with total. */
  vatTotal: z.string().nullable(),
  /** total + vatTotal; null with total. */
  grossTotal: z.string().nullable(),
  deliveryDays: z.number().int(),
  /** A calendar day, YYYY-MM-DD. */
  validUntil: z.string(),
  paymentTerms: z.string(),
  note: z.string().nullable(),
  items: z.array(BidItemView),
  attachments: z.array(AttachmentView),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BidView = z.infer<typeof BidView>;

export const BidRevisionView = z.object({
  revision: z.number().int(),
  status: z.enum(BID_STATUSES),
  currency: z.enum(CURRENCIES),
  total: z.string().nullable(),
  vatTotal: z.string().nullable(),
  grossTotal: z.string().nullable(),
  deliveryDays: z.number().int(),
  validUntil: z.string(),
  paymentTerms: z.string(),
  note: z.string().nullable(),
  items: z.array(BidItemView),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type BidRevisionView = z.infer<typeof BidRevisionView>;

export const BID_CLOSED_REASONS = ['deadlinePassed', 'adNotOpen'] as const;

/** GET /api/ads/:adId/bids/mine: the seller's own bid on an ad, with its history. */
export const MyBidView = z.object({
  bid: BidView.extend({
    /** Every saved revision, newest first. */
    history: z.array(BidRevisionView).describe('Every saved revision, newest first'),
  }).nullable(),
  abilities: z.object({
    save: z.boolean(),
    submit: z.boolean(),
    withdraw: z.boolean(),
    confirm: z.boolean(),
  }),
  /** Why the seller may not bid now, when it may not: 'deadlinePassed', 'adNotOpen'. */
  closedReason: z
    .enum(BID_CLOSED_REASONS)
    .nullable()
    .describe('Why the seller may not bid now; null when it may'),
  /**
   * When the buyer's edit asks the seller to confirm: what changed in the ad since the seller
   * last submitted or confirmed (terms, then lines). Empty otherwise.
   */
  adChanges: z
    .array(AdChange)
    .describe('What changed in the ad since the bid was last submitted or confirmed'),
  /** The live reverse auction this bid takes part in, if any (its room's address). */
  auction: AuctionSummary.nullable().describe('The live auction this bid takes part in, if any'),
});
export type MyBidView = z.infer<typeof MyBidView>;

/**
 * A bid's totals in the ad's currency at the Central Bank's indicative rate: for reading only,
 * never summed with amounts in other currencies, never what the seller is paid.
 */
export const ConvertedTotals = z.object({
  currency: z.enum(CURRENCIES),
  total: z.string(),
  grossTotal: z.string(),
  /** Units of the ad's currency per unit of the bid's. */
  rate: z.string(),
  /** The bulletin's day (a weekend takes the last working day's). */
  rateDay: z.string(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
});
export type ConvertedTotals = z.infer<typeof ConvertedTotals>;

/** A bid in the buyer's comparison grid. */
export const ComparedBid = BidView.extend({
  company: CompanySummary,
  /** Amounts withheld: a sealed ad before its deadline. */
  amountsHidden: z.boolean().describe('Amounts withheld: a sealed ad before its deadline'),
  /** Lines of the ad awarded to this bid (after an award). */
  awardedItemIds: z
    .array(z.string())
    .describe('Lines of the ad awarded to this bid (after an award)'),
  /** The buyer may accept it now (submitted, within validity, ad awardable). */
  acceptable: z
    .boolean()
    .describe('The buyer may accept it now (submitted, within validity, ad awardable)'),
  /**
   * On an ad that takes any currency: this bid's totals converted to the ad's currency, for
   * reading only. Null in the ad's own currency, with amounts hidden, or without a rate.
   */
  converted: ConvertedTotals.nullable().describe(
    'Totals converted to the ad’s currency at the indicative rate; null when not applicable',
  ),
});
export type ComparedBid = z.infer<typeof ComparedBid>;

const LowestPrice = z.object({
  currency: z.enum(CURRENCIES),
  unitPrice: z.string(),
  bidIds: z.array(z.string()),
});

export const ComparisonLine = z.object({
  adItemId: z.string(),
  /** The lowest unit price of the line per currency, and the bids that offer it. */
  lowest: z
    .array(LowestPrice)
    .describe('The lowest net unit price of the line per currency, and the bids that offer it'),
  /** The same with each line's KDV added: a lower net price may be a higher gross one. */
  lowestGross: z
    .array(LowestPrice)
    .describe('The lowest unit price with KDV of the line per currency, and the bids offering it'),
});
export type ComparisonLine = z.infer<typeof ComparisonLine>;

/** GET /api/ads/:adId/bids: every bid of the ad, for its owner only. */
export const BidComparisonView = z.object({
  adId: z.string(),
  sealed: z.boolean(),
  /** When a sealed ad's amounts become visible; null when they are visible. */
  amountsVisibleFrom: z
    .string()
    .nullable()
    .describe('When a sealed ad’s amounts become visible; null when they are visible'),
  bids: z.array(ComparedBid),
  lines: z.array(ComparisonLine),
  /** Whether an award may be made now. */
  awardable: z.boolean().describe('Whether an award may be made now'),
  /** Lines of an awarded ad whose order the seller declined: they may be awarded again. */
  reawardableItemIds: z
    .array(z.string())
    .describe('Lines of an awarded ad whose order the seller declined: they may be awarded again'),
  /**
   * When bids in other currencies are shown converted: the day whose rates are used, and the
   * currencies no rate was found for. Null when nothing needs converting.
   */
  conversion: z
    .object({
      currency: z.enum(CURRENCIES),
      day: z.string(),
      missing: z.array(z.enum(CURRENCIES)),
    })
    .nullable(),
  /** The ad's live reverse auction (not cancelled), if any: awarding waits for its end. */
  auction: AuctionSummary.nullable().describe('The ad’s live reverse auction, if any'),
  /** Whether the buyer may start a reverse auction now (closed round, ≥ 2 eligible bids). */
  auctionStartable: z.boolean(),
});
export type BidComparisonView = z.infer<typeof BidComparisonView>;

/** /ads "Tekliflerim": a seller's bid with the ad it is on. */
export const MyBidListItem = z.object({
  id: z.string(),
  adId: z.string(),
  adCompanyId: z.string(),
  adTitle: z.string(),
  adStatus: z.enum(AD_STATUSES),
  bidDeadline: z.string(),
  status: z.enum(BID_STATUSES).describe('The effective status (see BidView)'),
  revision: z.number().int(),
  currency: z.enum(CURRENCIES),
  total: z.string().nullable(),
  grossTotal: z.string().nullable(),
  validUntil: z.string(),
  updatedAt: z.string(),
  auction: AuctionSummary.nullable().describe('The live auction this bid takes part in, if any'),
});
export type MyBidListItem = z.infer<typeof MyBidListItem>;

/** GET /api/bids/mine */
export const MyBidPage = pageOf(MyBidListItem);

/** POST /api/ads/:adId/award: the orders made, one per awarded seller. */
export const AwardResult = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      sellerCompanyId: z.string(),
      total: z.string(),
      vatTotal: z.string(),
      currency: z.enum(CURRENCIES),
    }),
  ),
});
export type AwardResult = z.infer<typeof AwardResult>;
