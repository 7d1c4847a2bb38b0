import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ad, auditLog } from '../../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../../test/procurement.ts';
import { untimedJobRun } from '../../../../lib/job-runs.ts';
import { startPeriodicJob } from '../../../../lib/periodic-job.ts';
import { closeAdsJob, closeExpiredAds } from './close-ads.ts';
import { notificationsOf } from '../test-helpers.ts';

let t: TestApp;
let buyer: CompanyUser;
const sellers: CompanyUser[] = [];
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInCompany(t.app, { buyer: true });
  for (let i = 0; i < 3; i++) sellers.push(await signedInCompany(t.app, { seller: true }));
  sectorId = await anySectorId(t.app.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const statusOf = async (adId: string) =>
  (await t.app.db.select().from(ad).where(eq(ad.id, adId)))[0];

describe('closeExpiredAds', () => {
  it('closes at the deadline exactly (1 ms before it stays published) and tells the buyer', async () => {
    const deadline = new Date(Date.now() + 3_600_000);
    const target = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      title: 'Vinç kiralama',
      bidDeadline: deadline,
    });
    const statuses = ['submitted', 'needs_confirmation', 'draft', 'withdrawn'] as const;
    for (const [index, status] of statuses.slice(0, 3).entries()) {
      await insertBid(t.app.db, {
        adId: target.id,
        sellerCompanyId: sellers[index]?.companyId ?? '',
        unitPrices: ['1'],
        status,
      });
    }
    const draft = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      status: 'draft',
      bidDeadline: deadline,
    });

    const early = await closeExpiredAds(t.app.db, new Date(deadline.getTime() - 1));
    expect(early).not.toContain(target.id);
    expect((await statusOf(target.id))?.status).toBe('published');

    const closed = await closeExpiredAds(t.app.db, deadline);
    expect(closed).toContain(target.id);
    const row = await statusOf(target.id);
    expect(row?.status).toBe('closed');
    expect(row?.closedAt?.getTime()).toBe(deadline.getTime());
    expect((await statusOf(draft.id))?.status).toBe('draft');

    const told = await notificationsOf(t.app, buyer.companyId, 'adClosed');
    const mine = told.filter((note) => note.params.title === 'Vinç kiralama');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      message: '"Vinç kiralama" ilanının teklif süresi doldu (2 teklif)',
      route: `/ad-details/${buyer.companyId}/${target.id}`,
    });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'ad.closed')));
    expect(audit).toHaveLength(1);

    expect(await closeExpiredAds(t.app.db, new Date(deadline.getTime() + 1000))).not.toContain(
      target.id,
    );
  });

  it('two runs at once close an ad once and tell its buyer once', async () => {
    const deadline = new Date(Date.now() + 7_200_000);
    const target = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      title: 'Eşzamanlı kapanış',
      bidDeadline: deadline,
    });
    const after = new Date(deadline.getTime() + 1);
    const [first, second] = await Promise.all([
      closeExpiredAds(t.app.db, after),
      closeExpiredAds(t.app.db, after),
    ]);
    expect([...(first ?? []), ...(second ?? [])].filter((id) => id === target.id)).toHaveLength(1);
    const told = (await notificationsOf(t.app, buyer.companyId, 'adClosed')).filter(
      (note) => note.params.title === 'Eşzamanlı kapanış',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.params.count).toBe(0);
  });
});

describe('the close job', () => {
  it('runs every 30 seconds and stops cleanly', async () => {
    // The ad's deadline is an hour away in real time, so only the faked clock reaches it.
    const deadline = new Date(Date.now() + 3_600_000);
    const target = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      bidDeadline: deadline,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(deadline.getTime() - 29_000);
    const job = startPeriodicJob(closeAdsJob(t.app.db), t.app.log, untimedJobRun);
    vi.advanceTimersByTime(29_999);
    await job.stop();
    expect((await statusOf(target.id))?.status).toBe('published');

    const running = startPeriodicJob(closeAdsJob(t.app.db), t.app.log, untimedJobRun);
    vi.advanceTimersByTime(30_000);
    await running.stop();
    expect((await statusOf(target.id))?.status).toBe('closed');
  });
});
