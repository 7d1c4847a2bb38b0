import {
  adStatusLabel,
  adStatusMessageKey,
  formatDateTime,
  translate,
  trimDecimal,
  type Locale,
  type AdAbilities,
  type AuctionSummary,
  type AdListItem,
  type DraftAdItemView,
  type DraftAdListItem,
  type AdView,
  type AttachmentView,
  type BidStatus,
  type CompanySummary,
  type MyAdListItem,
  type QuestionView,
  type SectorRef,
} from '@teklifal/core';
import { csvFileName, toCsv } from '../../../lib/csv.ts';
import type { adItem, adQuestion } from '../schema.ts';
import { publishedAd, publishedLine } from './queries/published-ad.ts';
import type { AdReadRow } from './queries/access.ts';

/** What a list row needs besides the ad itself (loaded in batches for a page). */
export interface AdListFacts {
  /** Null only on a draft that has no sector yet. */
  sector: SectorRef | null;
  companyName: string;
  itemCount: number;
  isOwn: boolean;
  myBidStatus: BidStatus | null;
}

/** The budget is the owner's to see, and the sellers' only when the buyer chose to show it. */
const budgetFor = (row: AdReadRow, isOwn: boolean) =>
  isOwn || row.budgetVisible ? row.budget : null;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What every list shows of an ad, draft or not. */
const listShape = (row: AdReadRow, facts: AdListFacts) => ({
  id: row.id,
  companyId: row.companyId,
  companyName: facts.companyName,
  title: row.title,
  currency: row.currency,
  budget: budgetFor(row, facts.isOwn),
  visibility: row.visibility,
  sealed: row.sealed,
  itemCount: facts.itemCount,
  isOwn: facts.isOwn,
  myBidStatus: facts.myBidStatus,
  publishedAt: iso(row.publishedAt),
  closedAt: iso(row.closedAt),
  createdAt: row.createdAt.toISOString(),
});

/** A draft as its owner sees it in a list: what it has so far, null for what it lacks. */
const presentDraftListItem = (row: AdReadRow, facts: AdListFacts): DraftAdListItem => ({
  ...listShape(row, facts),
  status: 'draft',
  sector: facts.sector,
  deliveryCity: row.deliveryCity,
  deliveryDate: row.deliveryDate,
  bidDeadline: iso(row.bidDeadline),
});

/** An ad past its draft (the market lists only these): every term is there. */
export function presentAdListItem(draftOrNot: AdReadRow, facts: AdListFacts): AdListItem {
  const row = publishedAd(draftOrNot);
  if (row.status === 'draft' || !facts.sector) {
    throw new Error(`ad ${row.id}: a draft where a published ad was expected`);
  }
  return {
    ...listShape(row, facts),
    status: row.status,
    sector: facts.sector,
    deliveryCity: row.deliveryCity,
    deliveryDate: row.deliveryDate,
    bidDeadline: row.bidDeadline.toISOString(),
  };
}

export const presentMyAdListItem = (
  row: AdReadRow,
  facts: AdListFacts & {
    bidCount: number;
    unansweredQuestionCount: number;
    abilities: AdAbilities;
    /** A draft's fields still missing (or wrong) for publishing; empty on any other ad. */
    missingFields: string[];
    auction: AuctionSummary | null;
  },
): MyAdListItem => {
  const owner = {
    bidCount: facts.bidCount,
    unansweredQuestionCount: facts.unansweredQuestionCount,
    abilities: facts.abilities,
    auction: facts.auction,
  };
  return row.status === 'draft'
    ? { ...presentDraftListItem(row, facts), ...owner, missingFields: facts.missingFields }
    : { ...presentAdListItem(row, facts), ...owner };
};

export const presentAdItem = (row: typeof adItem.$inferSelect): DraftAdItemView => ({
  id: row.id,
  position: row.position,
  name: row.name,
  specification: row.specification,
  quantity: row.quantity === null ? null : trimDecimal(row.quantity),
  unit: row.unit,
});

/**
 * One ad for its viewer. The owner also gets the invited sellers and the bid count; a seller
 * gets null for both (it never learns who else was invited or how many bid). A draft (only its
 * owner sees one) shows what it has so far; any other ad has every term.
 */
export function presentAdView(
  row: AdReadRow,
  facts: AdListFacts & {
    items: DraftAdItemView[];
    attachments: AttachmentView[];
    company: CompanySummary;
    invitedSellers: CompanySummary[] | null;
    bidCount: number | null;
    abilities: AdAbilities;
  },
): AdView {
  const rest = {
    attachments: facts.attachments,
    budgetVisible: row.budgetVisible,
    bidCurrencyRule: row.bidCurrencyRule,
    partialBids: row.partialBids,
    company: facts.company,
    invitedSellers: facts.isOwn ? facts.invitedSellers : null,
    bidCount: facts.isOwn ? facts.bidCount : null,
    cancelReason: row.cancelReason,
    awardedAt: iso(row.awardedAt),
    cancelledAt: iso(row.cancelledAt),
    updatedAt: row.updatedAt.toISOString(),
    abilities: facts.abilities,
  };
  if (row.status === 'draft') {
    return {
      ...presentDraftListItem(row, facts),
      description: row.description,
      items: facts.items,
      deliveryAddress: row.deliveryAddress,
      questionsUntil: iso(row.questionsUntil),
      paymentTerms: row.paymentTerms,
      ...rest,
    };
  }
  const published = publishedAd(row);
  return {
    ...presentAdListItem(row, facts),
    description: published.description,
    items: facts.items.map(publishedLine),
    deliveryAddress: published.deliveryAddress,
    questionsUntil: published.questionsUntil.toISOString(),
    paymentTerms: published.paymentTerms,
    ...rest,
  };
}

/** A question as its viewer sees it; the asking company is never named. */
export const presentQuestion = (
  row: typeof adQuestion.$inferSelect,
  viewerCompanyId: string,
): QuestionView => ({
  id: row.id,
  body: row.body,
  answer: row.answer,
  answeredAt: iso(row.answeredAt),
  createdAt: row.createdAt.toISOString(),
  askedByMe: row.askedByCompanyId === viewerCompanyId,
});

/**
 * GET /api/ads/mine/export: the buyer's ads (same filters and order as the list, no paging)
 * as Excel-friendly CSV, with column names, states and dates in the request's language.
 */
export function myAdsCsv(
  items: readonly MyAdListItem[],
  locale: Locale,
  now = new Date(),
): { body: string; fileName: string } {
  const header = [
    translate(locale, 'ads.csv.no'),
    translate(locale, 'fields.title'),
    translate(locale, 'fields.status'),
    translate(locale, 'fields.sectorId'),
    translate(locale, 'fields.bidDeadline'),
    translate(locale, 'fields.deliveryCity'),
    translate(locale, 'fields.currency'),
    translate(locale, 'ads.csv.bidCount'),
    translate(locale, 'ads.csv.createdAt'),
  ];
  const body = toCsv(
    header,
    items.map((item, index) => [
      index + 1,
      item.title,
      translate(locale, adStatusMessageKey(adStatusLabel(item))),
      item.sector ? (locale === 'tr' ? item.sector.nameTr : item.sector.nameEn) : '',
      item.bidDeadline ? formatDateTime(item.bidDeadline, locale) : '',
      item.deliveryCity ?? '',
      item.currency,
      item.bidCount,
      formatDateTime(item.createdAt, locale),
    ]),
  );
  return {
    body,
    fileName: csvFileName(translate(locale, 'ads.csv.fileName'), now),
  };
}
