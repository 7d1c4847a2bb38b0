import {
  adStatusLabel,
  adStatusMessageKey,
  formatDateTime,
  translate,
  trimDecimal,
  type Locale,
  type AdAbilities,
  type AdItemView,
  type AdListItem,
  type AdView,
  type AttachmentView,
  type BidStatus,
  type CompanySummary,
  type MyAdListItem,
  type QuestionView,
  type SectorRef,
} from '@teklifal/core';
import { csvFileName, toCsv } from '../../lib/csv.ts';
import type { adItem, adQuestion } from '../../db/schema/index.ts';
import type { AdReadRow } from './queries/access.ts';

/** What a list row needs besides the ad itself (loaded in batches for a page). */
export interface AdListFacts {
  sector: SectorRef;
  companyName: string;
  itemCount: number;
  isOwn: boolean;
  myBidStatus: BidStatus | null;
}

/** The budget is the owner's to see, and the sellers' only when the buyer chose to show it. */
const budgetFor = (row: AdReadRow, isOwn: boolean) =>
  isOwn || row.budgetVisible ? row.budget : null;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const presentAdListItem = (row: AdReadRow, facts: AdListFacts): AdListItem => ({
  id: row.id,
  companyId: row.companyId,
  companyName: facts.companyName,
  title: row.title,
  sector: facts.sector,
  deliveryCity: row.deliveryCity,
  deliveryDate: row.deliveryDate,
  bidDeadline: row.bidDeadline.toISOString(),
  currency: row.currency,
  budget: budgetFor(row, facts.isOwn),
  status: row.status,
  visibility: row.visibility,
  sealed: row.sealed,
  itemCount: facts.itemCount,
  isOwn: facts.isOwn,
  myBidStatus: facts.myBidStatus,
  publishedAt: iso(row.publishedAt),
  closedAt: iso(row.closedAt),
  createdAt: row.createdAt.toISOString(),
});

export const presentMyAdListItem = (
  row: AdReadRow,
  facts: AdListFacts & {
    bidCount: number;
    unansweredQuestionCount: number;
    abilities: AdAbilities;
  },
): MyAdListItem => ({
  ...presentAdListItem(row, facts),
  bidCount: facts.bidCount,
  unansweredQuestionCount: facts.unansweredQuestionCount,
  abilities: facts.abilities,
});

export const presentAdItem = (row: typeof adItem.$inferSelect): AdItemView => ({
  id: row.id,
  position: row.position,
  name: row.name,
  specification: row.specification,
  quantity: trimDecimal(row.quantity),
  unit: row.unit,
});

/**
 * One ad for its viewer. The owner also gets the invited sellers and the bid count; a seller
 * gets null for both (it never learns who else was invited or how many bid).
 */
export function presentAdView(
  row: AdReadRow,
  facts: AdListFacts & {
    items: AdItemView[];
    attachments: AttachmentView[];
    company: CompanySummary;
    invitedSellers: CompanySummary[] | null;
    bidCount: number | null;
    abilities: AdAbilities;
  },
): AdView {
  return {
    ...presentAdListItem(row, facts),
    description: row.description,
    items: facts.items,
    attachments: facts.attachments,
    deliveryAddress: row.deliveryAddress,
    questionsUntil: row.questionsUntil.toISOString(),
    paymentTerms: row.paymentTerms,
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
      locale === 'tr' ? item.sector.nameTr : item.sector.nameEn,
      formatDateTime(item.bidDeadline, locale),
      item.deliveryCity,
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
