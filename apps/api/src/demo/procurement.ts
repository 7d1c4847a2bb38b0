import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdInput, AdItemInput, AdView, BidInput, Currency } from '@teklifal/core';
import { istanbulDateOf } from '@teklifal/core';
import { ad, bid, sector } from '../db/schema/index.ts';
import { closeExpiredAds } from '../modules/procurement/ads/jobs/close-ads.ts';
import { present, type DemoSession } from './client.ts';

const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** A moment `days` from now (negative: ago). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
/** The Istanbul calendar day `days` from today. */
export const istanbulDay = (days: number) => istanbulDateOf(daysFromNow(days));

export interface DemoAdSpec {
  title: string;
  description: string;
  sectorSlug: string;
  items: AdItemInput[];
  deadlineDays?: number;
  currency?: Currency;
  /** 'any': sellers may bid in another currency (compared at the central bank's rate). */
  bidCurrencyRule?: 'fixed' | 'any';
  budget?: string;
  budgetVisible?: boolean;
  sealed?: boolean;
  invitedCompanyIds?: string[];
  paymentTerms?: string;
  deliveryCity?: string;
  deliveryAddress?: string;
}

async function sectorIdOf(app: FastifyInstance, slug: string): Promise<string> {
  const [row] = await app.db.select({ id: sector.id }).from(sector).where(eq(sector.slug, slug));
  return present(row, `sector ${slug}`).id;
}

/** An ad written through the API as its buyer would, published unless told otherwise. */
export async function createDemoAd(
  app: FastifyInstance,
  buyer: DemoSession,
  spec: DemoAdSpec,
  options: { publish: boolean } = { publish: true },
): Promise<AdView> {
  const deadline = daysFromNow(spec.deadlineDays ?? 7);
  const input: AdInput = {
    title: spec.title,
    description: spec.description,
    sectorId: await sectorIdOf(app, spec.sectorSlug),
    items: spec.items,
    attachmentFileIds: [],
    deliveryCity: spec.deliveryCity ?? 'İstanbul',
    deliveryAddress:
      spec.deliveryAddress ?? 'Dudullu OSB, Nato Yolu Cad. No: 14, Ümraniye / İstanbul',
    deliveryDate: istanbulDay((spec.deadlineDays ?? 7) + 21),
    bidDeadline: deadline.toISOString(),
    questionsUntil: new Date(deadline.getTime() - DAY).toISOString(),
    paymentTerms: spec.paymentTerms ?? '60 gün vadeli',
    currency: spec.currency ?? 'TRY',
    bidCurrencyRule: spec.bidCurrencyRule ?? 'fixed',
    budget: spec.budget ?? null,
    budgetVisible: spec.budgetVisible ?? false,
    visibility: spec.invitedCompanyIds ? 'invited' : 'open',
    invitedCompanyIds: spec.invitedCompanyIds ?? [],
    sealed: spec.sealed ?? false,
  };
  const created = await buyer.post<AdView>('/api/ads', input);
  if (!options.publish) return created;
  return buyer.post<AdView>(`/api/ads/${created.id}/publish`);
}

/** A seller's submitted bid: one unit price per line (the first for every line when short). */
export async function placeDemoBid(
  seller: DemoSession,
  target: AdView,
  unitPrices: string[],
  terms: Partial<Omit<BidInput, 'items'>> = {},
) {
  if (target.status === 'draft') throw new Error('demo: a bid on a draft');
  const body: BidInput = {
    items: target.items.map((item, index) => ({
      adItemId: item.id,
      unitPrice: present(unitPrices[index] ?? unitPrices[0], 'unit price'),
    })),
    currency: target.currency,
    deliveryDays: 10,
    validUntil: istanbulDay(60),
    paymentTerms: target.paymentTerms,
    note: null,
    attachmentFileIds: [],
    submit: true,
    ...terms,
  };
  return seller.put(`/api/ads/${target.id}/bids/mine`, body);
}

/** The id of the bid a seller company placed on an ad. */
export async function bidIdOf(app: FastifyInstance, adId: string, sellerCompanyId: string) {
  const rows = await app.db.select().from(bid).where(eq(bid.adId, adId));
  return present(
    rows.find((row) => row.sellerCompanyId === sellerCompanyId),
    'bid',
  ).id;
}

/** Ends an ad's bidding round now, as its deadline passing would (the closing job runs). */
export async function closeDemoAd(app: FastifyInstance, adId: string) {
  await app.db
    .update(ad)
    .set({
      bidDeadline: new Date(Date.now() - HOUR),
      questionsUntil: new Date(Date.now() - 2 * HOUR),
    })
    .where(eq(ad.id, adId));
  await closeExpiredAds(app.db, new Date());
}
