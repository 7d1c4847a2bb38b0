import { z } from 'zod';
import { istanbulDateOf } from '../format/date.ts';
import type { Currency } from '../format/money.ts';
import type { BidStatus } from '../states/bid.ts';
import type { AttachmentView, CompanySummary } from './ad.ts';
import { currencyField, dateField, moneyField } from './ad.ts';
import { optionalText, requiredText } from './fields.ts';
import { pageField, pageSizeField, searchField } from './paging.ts';

export const BID_ATTACHMENTS_MAX = 10;
export const DELIVERY_DAYS_MAX = 365;

const idField = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

export const BidItemInput = z.object({
  adItemId: idField,
  unitPrice: moneyField,
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
  status: z
    .enum(
      ['draft', 'submitted', 'needs_confirmation', 'withdrawn', 'accepted', 'rejected', 'expired'],
      { error: 'validation.oneOf' },
    )
    .optional(),
  page: pageField,
  pageSize: pageSizeField,
});
export type MyBidsQuery = z.input<typeof MyBidsQuery>;

/** GET /api/bids/mine/export: the list's filters, every page. */
export const MyBidsExportQuery = MyBidsQuery.pick({ q: true, status: true });
export type MyBidsExportQuery = z.input<typeof MyBidsExportQuery>;

// ---------------------------------------------------------------- views

export interface BidItemView {
  adItemId: string;
  /** Null when hidden (a sealed ad before its deadline) or not priced in a draft. */
  unitPrice: string | null;
  lineTotal: string | null;
}

/**
 * A bid. `status` is the effective one: a submitted bid past its validity day shows as
 * `expired`.
 */
export interface BidView {
  id: string;
  adId: string;
  sellerCompanyId: string;
  status: BidStatus;
  revision: number;
  currency: Currency;
  total: string | null;
  deliveryDays: number;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
  items: BidItemView[];
  attachments: AttachmentView[];
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BidRevisionView {
  revision: number;
  status: BidStatus;
  currency: Currency;
  total: string | null;
  deliveryDays: number;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
  items: BidItemView[];
  createdAt: string;
  createdByName: string | null;
}

/** GET /api/ads/:adId/bids/mine: the seller's own bid on an ad, with its history. */
export interface MyBidView {
  bid: (BidView & { history: BidRevisionView[] }) | null;
  abilities: { save: boolean; submit: boolean; withdraw: boolean; confirm: boolean };
  /** Why the seller may not bid now, when it may not: 'deadlinePassed', 'adNotOpen'. */
  closedReason: 'deadlinePassed' | 'adNotOpen' | null;
}

/** A bid in the buyer's comparison grid. */
export interface ComparedBid extends BidView {
  company: CompanySummary;
  /** Amounts withheld: a sealed ad before its deadline. */
  amountsHidden: boolean;
  /** Lines of the ad awarded to this bid (after an award). */
  awardedItemIds: string[];
  /** The buyer may accept it now (submitted, within validity, ad awardable). */
  acceptable: boolean;
}

export interface ComparisonLine {
  adItemId: string;
  /** The lowest unit price of the line per currency, and the bids that offer it. */
  lowest: { currency: Currency; unitPrice: string; bidIds: string[] }[];
}

/** GET /api/ads/:adId/bids: every bid of the ad, for its owner only. */
export interface BidComparisonView {
  adId: string;
  sealed: boolean;
  /** When a sealed ad's amounts become visible; null when they are visible. */
  amountsVisibleFrom: string | null;
  bids: ComparedBid[];
  lines: ComparisonLine[];
  /** Whether an award may be made now. */
  awardable: boolean;
  /** Lines of an awarded ad whose order the seller declined: they may be awarded again. */
  reawardableItemIds: string[];
}

/** /ads "Tekliflerim": a seller's bid with the ad it is on. */
export interface MyBidListItem {
  id: string;
  adId: string;
  adCompanyId: string;
  adTitle: string;
  adStatus: string;
  bidDeadline: string;
  status: BidStatus;
  revision: number;
  currency: Currency;
  total: string | null;
  validUntil: string;
  updatedAt: string;
}

export interface AwardResult {
  orders: {
    id: string;
    orderNo: string;
    sellerCompanyId: string;
    total: string;
    currency: Currency;
  }[];
}
