import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad, bidAttachment } from '../../db/schema/index.ts';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import {
  adInput,
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../test/procurement.ts';
import { PDF, uploadPdf } from '../../test/files.ts';

/** Who may download the drawings of an ad and the documents of a bid (GET /api/files/:id). */

let t: TestApp;
let dataDir: string;
let buyer: CompanyUser;
let invited: CompanyUser;
let uninvited: CompanyUser;
let otherBuyer: CompanyUser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-attachments-'));
  t = await createTestApp({ dataDir });
  buyer = await signedInCompany(t.app, { buyer: true });
  invited = await signedInCompany(t.app, { seller: true });
  uninvited = await signedInCompany(t.app, { seller: true });
  otherBuyer = await signedInCompany(t.app, { buyer: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (owner: CompanyUser, purpose: 'adAttachment' | 'bidAttachment') =>
  uploadPdf(t.app, owner, purpose, 'şartname.pdf');

/** An ad with one attachment, through the API; published unless told otherwise. */
async function adWithAttachment(props: { visibility: 'open' | 'invited'; publish: boolean }) {
  const uploaded = await upload(buyer, 'adAttachment');
  const created = await inject(t.app, {
    method: 'POST',
    url: '/api/ads',
    cookie: buyer.cookie,
    payload: adInput(await anySectorId(t.app.db), {
      attachmentFileIds: [uploaded.id],
      visibility: props.visibility,
      invitedCompanyIds: props.visibility === 'invited' ? [invited.companyId] : [],
    }),
  });
  expect(created.statusCode).toBe(201);
  const adId = created.json<{ id: string }>().id;
  if (props.publish) {
    const published = await inject(t.app, {
      method: 'POST',
      url: `/api/ads/${adId}/publish`,
      cookie: buyer.cookie,
    });
    expect(published.statusCode).toBe(200);
  }
  return { adId, url: uploaded.url };
}

const download = (url: string, who?: CompanyUser) =>
  inject(t.app, { method: 'GET', url, cookie: who?.cookie }).then((r) => r.statusCode);

describe('ad attachments', () => {
  it('an open ad’s file: its company and every seller who may see the ad; no one else', async () => {
    const { url } = await adWithAttachment({ visibility: 'open', publish: true });
    expect(await download(url, buyer)).toBe(200);
    expect(await download(url, invited)).toBe(200);
    expect(await download(url, uninvited)).toBe(200);
    expect(await download(url, otherBuyer)).toBe(404);
    expect(await download(url)).toBe(404);
    const response = await inject(t.app, { method: 'GET', url, cookie: invited.cookie });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('an invited-only ad’s file is for the invited sellers only', async () => {
    const { url } = await adWithAttachment({ visibility: 'invited', publish: true });
    expect(await download(url, invited)).toBe(200);
    expect(await download(url, uninvited)).toBe(404);
  });

  it('a draft’s file is for its company only', async () => {
    const { url } = await adWithAttachment({ visibility: 'open', publish: false });
    expect(await download(url, buyer)).toBe(200);
    expect(await download(url, invited)).toBe(404);
  });
});

describe('bid attachments', () => {
  it('for the bidding company and the owner of the bid’s ad; not for other sellers', async () => {
    const { adId } = await adWithAttachment({ visibility: 'open', publish: true });
    const uploaded = await upload(invited, 'bidAttachment');
    const bid = await insertBid(t.app.db, {
      adId,
      sellerCompanyId: invited.companyId,
      unitPrices: ['10', '20'],
    });
    expect(await download(uploaded.url, buyer)).toBe(404);
    await t.app.db.insert(bidAttachment).values({ bidId: bid.id, fileId: uploaded.id });
    expect(await download(uploaded.url, invited)).toBe(200);
    expect(await download(uploaded.url, buyer)).toBe(200);
    expect(await download(uploaded.url, uninvited)).toBe(404);
    expect(await download(uploaded.url, otherBuyer)).toBe(404);
  });

  it('of a sealed ad: the buyer opens them only at the deadline, with the amounts', async () => {
    const sealedAd = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(t.app.db),
      sealed: true,
    });
    const uploaded = await upload(invited, 'bidAttachment');
    const sealedBid = await insertBid(t.app.db, {
      adId: sealedAd.id,
      sellerCompanyId: invited.companyId,
      unitPrices: ['10', '20'],
    });
    await t.app.db.insert(bidAttachment).values({ bidId: sealedBid.id, fileId: uploaded.id });
    expect(await download(uploaded.url, buyer)).toBe(404);
    expect(await download(uploaded.url, invited)).toBe(200);
    await t.app.db
      .update(ad)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(ad.id, sealedAd.id));
    expect(await download(uploaded.url, buyer)).toBe(200);
  });
});
