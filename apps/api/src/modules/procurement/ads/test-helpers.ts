import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { AdInput, AdView, BidStatus, PublishedAdView, QuestionView } from '@teklifal/core';
import {
  ad,
  auditLog,
  companySector,
  file,
  notification,
  sector,
} from '../../../db/schema/index.ts';
import { createTestApp, inject, type TestApp } from '../../../test/helper.ts';
import {
  adInput,
  anySectorId,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';

/** Request helpers and fixtures shared by the ads tests. */

export type Method = 'GET' | 'POST' | 'PUT';

export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { cookie?: string; payload?: unknown; locale?: 'tr' | 'en' } = {},
) {
  return inject(app, {
    method,
    url,
    cookie: options.cookie,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.locale ? { headers: { 'accept-language': options.locale } } : {}),
  });
}

/** Creates a draft through the API and returns its view. */
export async function createDraft(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<AdInput> = {},
): Promise<AdView> {
  const sectorId = overrides.sectorId ?? (await anySectorId(app.db));
  const response = await call(app, 'POST', '/api/ads', {
    cookie,
    payload: adInput(sectorId, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<AdView>();
}

/** The view of an ad past its draft (it has every term), or a failed test. */
export function asPublished(view: AdView): PublishedAdView {
  if (view.status === 'draft') throw new Error(`ad ${view.id} is still a draft`);
  return view;
}

/** Creates and publishes an ad through the API. */
export async function publishedAd(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<AdInput> = {},
): Promise<PublishedAdView> {
  const draft = await createDraft(app, cookie, overrides);
  const response = await call(app, 'POST', `/api/ads/${draft.id}/publish`, { cookie });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return asPublished(response.json<AdView>());
}

/** A published ad of `owner` with one bid per [seller, status] pair (prices 10 and 20). */
export async function publishedAdWithBids(
  app: FastifyInstance,
  owner: CompanyUser,
  bids: [CompanyUser, BidStatus][],
  overrides: Partial<AdInput> = {},
): Promise<PublishedAdView> {
  const published = await publishedAd(app, owner.cookie, overrides);
  for (const [seller, status] of bids) {
    await insertBid(app.db, {
      adId: published.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['10', '20'],
      status,
    });
  }
  return published;
}

/** A leaf sector and its parent. */
export async function sectorWithParent(app: FastifyInstance, offset = 0) {
  const childId = await anySectorId(app.db, offset);
  const [row] = await app.db.select().from(sector).where(eq(sector.id, childId));
  if (!row?.parentId) throw new Error('leaf sector without parent');
  return { childId, parentId: row.parentId };
}

export async function pickSectors(app: FastifyInstance, companyId: string, sectorIds: string[]) {
  await app.db.insert(companySector).values(sectorIds.map((sectorId) => ({ companyId, sectorId })));
}

/** The notifications of a company of one type. */
export function notificationsOf(app: FastifyInstance, companyId: string, type: string) {
  return app.db
    .select()
    .from(notification)
    .where(and(eq(notification.companyId, companyId), eq(notification.type, type)));
}

/** The field names of a 400's errors. */
export const fieldsOf = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((error) => error.field);

/** Audit lines of one action on one ad. */
export const auditOf = (app: FastifyInstance, adId: string, action: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, adId), eq(auditLog.action, action)));

/** The stored ad row. */
export const adRow = async (app: FastifyInstance, adId: string) =>
  (await app.db.select().from(ad).where(eq(ad.id, adId)))[0];

/** How many ads are stored (to check that a refused write stored nothing). */
export const adCount = async (app: FastifyInstance) =>
  (await app.db.select({ value: count() }).from(ad))[0]?.value ?? 0;

let fileCounter = 0;

/**
 * An ad attachment as the upload endpoint leaves it (the bytes do not matter here): the
 * uploader's company by default, or none yet (`companyId: null`).
 */
export async function uploadedAttachment(
  app: FastifyInstance,
  owner: CompanyUser,
  props: { companyId?: string | null; originalName?: string } = {},
) {
  const [row] = await app.db
    .insert(file)
    .values({
      uploadedBy: owner.userId,
      companyId: props.companyId === undefined ? owner.companyId : props.companyId,
      purpose: 'adAttachment',
      storageKey: `test/ad-${Date.now()}-${++fileCounter}`,
      originalName: props.originalName ?? 'teknik-şartname.pdf',
      mimeType: 'application/pdf',
      size: 1234,
      sha256: 'x'.repeat(64),
    })
    .returning();
  if (!row) throw new Error('file not inserted');
  return row;
}

/**
 * A buyer, another buyer and sellers on a fresh app per test file (the hooks are registered
 * by `useAdsWorld`; fields are ready inside the tests).
 */
export interface AdsWorld {
  app: FastifyInstance;
  /** A confirmed buyer; also a confirmed seller with `buyerSells`. */
  buyer: CompanyUser;
  /** Another confirmed buyer (its ads, and our ads are 404 to it). */
  otherBuyer: CompanyUser;
  /** `sellers` confirmed sellers; the first ones named by `sellerNames`. */
  sellers: CompanyUser[];
  seller: (index: number) => CompanyUser;
  /** A leaf sector with a parent (`sectorWithParent(app, 0)`). */
  sectorId: string;
  /** POST /api/ads/:adId/<name> (publish, close, extend, cancel, duplicate) as `who`. */
  command: (
    who: CompanyUser,
    adId: string,
    name: string,
    payload?: unknown,
  ) => ReturnType<typeof call>;
}

export function useAdsWorld(
  options: {
    buyerName?: string;
    buyerSells?: boolean;
    sellers?: number;
    sellerNames?: string[];
  } = {},
): AdsWorld {
  let testApp: TestApp;
  const w = {} as AdsWorld;
  beforeAll(async () => {
    testApp = await createTestApp();
    w.app = testApp.app;
    w.buyer = await signedInCompany(w.app, {
      buyer: true,
      seller: options.buyerSells ?? false,
      name: options.buyerName,
    });
    w.otherBuyer = await signedInCompany(w.app, { buyer: true });
    w.sellers = [];
    for (let index = 0; index < (options.sellers ?? 0); index++) {
      const name = options.sellerNames?.[index];
      w.sellers.push(await signedInCompany(w.app, { seller: true, name }));
    }
    w.sectorId = (await sectorWithParent(w.app, 0)).childId;
  });
  afterAll(() => testApp.close());

  w.seller = (index) => w.sellers[index] as CompanyUser;
  w.command = (who, adId, name, payload) =>
    call(w.app, 'POST', `/api/ads/${adId}/${name}`, { cookie: who.cookie, payload });
  return w;
}

/**
 * The questions tests' world: a buyer that also sells (so asking on its own ad reaches the
 * command), the sellers `asker` ("Soran Firma A.Ş."), `bidder` (with a bid on the open ad),
 * `bystander` and `uninvited`, and the open ad "Forklift kiralama".
 */
export interface QuestionsWorld extends AdsWorld {
  asker: CompanyUser;
  bidder: CompanyUser;
  bystander: CompanyUser;
  uninvited: CompanyUser;
  openAd: AdView;
  ask: (who: CompanyUser, adId: string, body: string) => ReturnType<typeof call>;
  answer: (
    who: CompanyUser,
    adId: string,
    questionId: string,
    text: string,
  ) => ReturnType<typeof call>;
  list: (who: CompanyUser, adId: string) => Promise<QuestionView[]>;
}

export const questionsUrl = (adId: string) => `/api/ads/${adId}/questions`;

export function useQuestionsWorld(): QuestionsWorld {
  const base = useAdsWorld({
    buyerSells: true,
    sellers: 4,
    sellerNames: ['Soran Firma A.Ş.'],
  });
  const w = base as QuestionsWorld;
  beforeAll(async () => {
    [w.asker, w.bidder, w.bystander, w.uninvited] = w.sellers as [
      CompanyUser,
      CompanyUser,
      CompanyUser,
      CompanyUser,
    ];
    w.openAd = await publishedAd(w.app, w.buyer.cookie, { title: 'Forklift kiralama' });
    await insertBid(w.app.db, {
      adId: w.openAd.id,
      sellerCompanyId: w.bidder.companyId,
      unitPrices: ['9'],
    });
  });
  w.ask = (who, adId, body) =>
    call(w.app, 'POST', questionsUrl(adId), { cookie: who.cookie, payload: { body } });
  w.answer = (who, adId, questionId, text) =>
    call(w.app, 'POST', `${questionsUrl(adId)}/${questionId}/answer`, {
      cookie: who.cookie,
      payload: { answer: text },
    });
  w.list = (who, adId) =>
    call(w.app, 'GET', questionsUrl(adId), { cookie: who.cookie }).then((r) =>
      r.json<QuestionView[]>(),
    );
  return w;
}
