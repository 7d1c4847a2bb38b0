import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { liveEvent } from '../../db/schema/index.ts';
import { emitLiveEvent } from '../../lib/live-events.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../../test/procurement.ts';
import { streamOpener } from '../../test/event-stream.ts';

/**
 * Two writers at once on PostgreSQL: the one that inserted its event first commits last. The
 * events' positions (the SSE ids) follow the commits, so a client that saw the first commit's
 * event and resumes after it still gets the other one. PGlite runs one transaction at a time,
 * where the two orders cannot differ: this runs with TEST_DATABASE_URL (as CI does).
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onServer)('live event positions', () => {
  let t: TestApp;
  let owner: CompanyUser;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInCompany(t.app, { buyer: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const emit = (tx: Parameters<typeof emitLiveEvent>[0], orderId: string) =>
    emitLiveEvent(tx, { companyIds: [owner.companyId], kind: 'order', data: { orderId } });

  it('follow the order of commits, not of inserts, and a resume misses nothing', async () => {
    let inserted = () => {};
    let release = () => {};
    const insertedFirst = new Promise<void>((resolve) => (inserted = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = t.app.db.transaction(async (tx) => {
      await emit(tx, 'eklenen-once');
      inserted();
      await gate;
    });
    await insertedFirst;
    await t.app.db.transaction((tx) => emit(tx, 'kaydedilen-once'));
    release();
    await slow;

    const rows = await t.app.db
      .select()
      .from(liveEvent)
      .where(eq(liveEvent.companyId, owner.companyId))
      .orderBy(asc(liveEvent.position));
    expect(rows.map((row) => row.data.orderId)).toEqual(['kaydedilen-once', 'eklenen-once']);
    // The ids were taken the other way round: resuming by id would have skipped one.
    expect(rows[0]?.id).toBeGreaterThan(rows[1]?.id ?? Infinity);

    const resumed = await streamOpener(base)(owner.cookie, String(rows[0]?.position));
    const [missed] = await resumed.waitFor(1);
    expect(missed).toMatchObject({
      id: String(rows[1]?.position),
      event: 'order',
      data: { orderId: 'eklenen-once' },
    });
    await resumed.close();
  });
});
