import { z } from 'zod';
import { CURRENCIES } from '../format/money.ts';
import { PUBLISHED_AD_STATUSES } from '../states/ad.ts';
import { BID_STATUSES } from '../states/bid.ts';
import { AD_VISIBILITIES, BID_CURRENCY_RULES, UNITS } from './ad.ts';
import { AuctionSummary } from './auction-summary.ts';
import { ImageView } from './files.ts';
import { pageOf } from './paging.ts';

/** What the ads API answers: the views of ads, their lines, questions and suggested sellers. */

export const SectorRef = z.object({
  id: z.string(),
  nameTr: z.string(),
  nameEn: z.string(),
});
export type SectorRef = z.infer<typeof SectorRef>;

/** A company as other companies see it on ads, bids and orders. */
export const CompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  logoUrl: z.string().nullable(),
  logoImage: ImageView.nullable().describe(
    'The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept',
  ),
  ratingAvg: z.string().nullable(),
  ratingCount: z.number().int(),
});
export type CompanySummary = z.infer<typeof CompanySummary>;

export const AttachmentView = z.object({
  fileId: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type AttachmentView = z.infer<typeof AttachmentView>;

export const AdItemView = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  specification: z.string().nullable(),
  quantity: z.string(),
  unit: z.enum(UNITS),
});
export type AdItemView = z.infer<typeof AdItemView>;

/** A line of a draft: its quantity may still be missing. */
export const DraftAdItemView = AdItemView.extend({
  quantity: z.string().nullable().describe('Null while the draft has none'),
});
export type DraftAdItemView = z.infer<typeof DraftAdItemView>;

/** What the viewer may do with an ad; the server refuses what is false here. */
export const AdAbilities = z
  .object({
    edit: z.boolean(),
    publish: z.boolean(),
    close: z.boolean(),
    extend: z.boolean(),
    cancel: z.boolean(),
    duplicate: z.boolean(),
    award: z.boolean(),
    viewBids: z.boolean(),
    bid: z.boolean(),
    ask: z.boolean(),
    answer: z.boolean(),
  })
  .describe('What the viewer may do with the ad; the server refuses what is false here');
export type AdAbilities = z.infer<typeof AdAbilities>;

/** What every list shows of an ad, draft or not. */
const adListShape = {
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  title: z.string(),
  currency: z.enum(CURRENCIES),
  /** Null when there is none, or when it is hidden from the viewer. */
  budget: z
    .string()
    .nullable()
    .describe('Null when there is none, or when it is hidden from the viewer'),
  visibility: z.enum(AD_VISIBILITIES),
  sealed: z.boolean(),
  itemCount: z.number().int(),
  /** The viewer's company owns the ad (a company that is both buyer and seller). */
  isOwn: z.boolean().describe('The viewer’s company owns the ad'),
  /** The viewer's own bid on it, for sellers; null when none. */
  myBidStatus: z
    .enum(BID_STATUSES)
    .nullable()
    .describe('The status of the viewer’s own bid on the ad; null when none'),
  publishedAt: z.string().nullable(),
  /** When bidding stopped: the deadline's timed close, or earlier when the buyer closed it. */
  closedAt: z
    .string()
    .nullable()
    .describe('When bidding stopped (before bidDeadline when the buyer closed the ad early)'),
  createdAt: z.string(),
};

/** The terms a list shows, which every published ad has and a draft may lack. */
const listTerms = {
  sector: SectorRef,
  deliveryCity: z.string(),
  /** A calendar day, YYYY-MM-DD. */
  deliveryDate: z.string(),
  bidDeadline: z.string(),
};

const stillMissing = 'Null while the draft has none';
const draftTerms = <T extends Record<string, z.ZodType>>(terms: T) =>
  Object.fromEntries(
    Object.entries(terms).map(([key, field]) => [key, field.nullable().describe(stillMissing)]),
  ) as { [K in keyof T]: z.ZodNullable<T[K]> };

/**
 * An ad that was published (published, closed, awarded or cancelled): it has every term.
 * The market (/ads) lists only these.
 */
export const AdListItem = z.object({
  ...adListShape,
  ...listTerms,
  status: z.enum(PUBLISHED_AD_STATUSES),
});
export type AdListItem = z.infer<typeof AdListItem>;

/** A draft in its owner's list: it has a title; anything else may still be missing. */
export const DraftAdListItem = z.object({
  ...adListShape,
  ...draftTerms(listTerms),
  status: z.literal('draft'),
});
export type DraftAdListItem = z.infer<typeof DraftAdListItem>;

/** What the owner also sees in /myads: counts and what it may do. */
const ownerListShape = {
  bidCount: z.number().int().describe('Bids submitted or later (drafts are not counted)'),
  unansweredQuestionCount: z.number().int(),
  abilities: AdAbilities,
  auction: AuctionSummary.nullable().describe('The ad’s live reverse auction, if any'),
};

/** /myads rows: drafts (terms may be missing) and published ads (every term). */
export const MyAdListItem = z.discriminatedUnion('status', [
  DraftAdListItem.extend({
    ...ownerListShape,
    missingFields: z
      .array(z.string())
      .describe('The fields still missing (or wrong) for publishing, as the form names them'),
  }),
  AdListItem.extend(ownerListShape),
]);
export type MyAdListItem = z.infer<typeof MyAdListItem>;

/** GET /api/ads: the market, with `totalCapped` for a broad search at scale. */
export const AdPage = pageOf(AdListItem);
/** GET /api/ads/mine */
export const MyAdPage = pageOf(MyAdListItem);

export const QuestionView = z.object({
  id: z.string(),
  body: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  /** The viewer's company asked it; the asker is never named to anyone else. */
  askedByMe: z
    .boolean()
    .describe('The viewer’s company asked it; the asker is never named to anyone else'),
});
export type QuestionView = z.infer<typeof QuestionView>;

/** The terms the ad's page shows besides the list's. */
const viewTerms = {
  description: z.string(),
  deliveryAddress: z.string(),
  questionsUntil: z.string(),
  paymentTerms: z.string(),
};

/** The rest of an ad's page, draft or not. */
const adViewShape = {
  attachments: z.array(AttachmentView),
  budgetVisible: z.boolean(),
  /** 'fixed': bids only in the ad's currency; 'any': sellers choose, compared at TCMB rates. */
  bidCurrencyRule: z.enum(BID_CURRENCY_RULES),
  /** Sellers may price only some of the lines. */
  partialBids: z.boolean(),
  company: CompanySummary,
  /** Owner only (null for sellers: an invited seller never learns who else was invited). */
  invitedSellers: z
    .array(CompanySummary)
    .nullable()
    .describe('Owner only; null for sellers, who never learn who else was invited'),
  /** Owner only; null for sellers, who never learn how many others bid. */
  bidCount: z
    .number()
    .int()
    .nullable()
    .describe('Owner only; null for sellers, who never learn how many others bid'),
  cancelReason: z.string().nullable(),
  awardedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
  abilities: AdAbilities,
};

/** A published ad's page (what sellers see; its owner too): every term is there. */
export const PublishedAdView = AdListItem.extend({
  ...viewTerms,
  items: z.array(AdItemView),
  ...adViewShape,
});
export type PublishedAdView = z.infer<typeof PublishedAdView>;

/** A draft's page, its owner's only: a title, and whatever else was filled in so far. */
export const DraftAdView = DraftAdListItem.extend({
  ...draftTerms(viewTerms),
  items: z.array(DraftAdItemView),
  ...adViewShape,
});
export type DraftAdView = z.infer<typeof DraftAdView>;

/** GET /api/ads/:adId: the owner sees everything; a seller sees what the buyer published. */
export const AdView = z.discriminatedUnion('status', [DraftAdView, PublishedAdView]);
export type AdView = z.infer<typeof AdView>;

/** Seller suggestions for an invited-only ad. */
export const SellerSuggestion = CompanySummary.extend({
  matchesSector: z.boolean().describe('Works in the ad’s sector or its parent sector'),
});
export type SellerSuggestion = z.infer<typeof SellerSuggestion>;
