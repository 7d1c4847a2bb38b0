import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ad,
  auditLog,
  chatMessage,
  idempotencyRecord,
  purchaseOrder,
} from '../../../db/schema/index.ts';
import { createTestApp, inject, type TestApp } from '../../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../../test/orders.ts';
import { dayFromNow, insertAd, insertBid } from '../../../test/procurement.ts';
import { createTestApiKey, injectWithKey } from '../api-keys/test-helpers.ts';
import {
  deleteExpiredIdempotencyRecords,
  IDEMPOTENCY_TTL_MS,
} from './commands/idempotency-records.ts';

let t: TestApp;
let parties: OrderParties;
let buyerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  parties = await orderParties(t.app);
  buyerKey = (await createTestApiKey(t.app, parties.buyer)).secret;
});
afterAll(() => t.close());

let counter = 0;
const uniqueKey = () => `test-${Date.now()}-${++counter}`;
const adsTitled = (title: string) => t.app.db.select().from(ad).where(eq(ad.title, title));
const draft = (title: string) => ({ title, sectorId: parties.sectorId });
const createAd = (payload: object, key: string, secret = buyerKey) =>
  injectWithKey(t.app, secret, {
    method: 'POST',
    url: '/api/ads',
    payload,
    headers: { 'idempotency-key': key },
  });

describe('Idempotency-Key on creating an ad', () => {
  it('a retry gets the same status and body, and creates nothing twice', async () => {
    const key = uniqueKey();
    const first = await createAd(draft('Tekrar denenen ilan'), key);
    expect(first.statusCode).toBe(201);
    const retry = await createAd(draft('Tekrar denenen ilan'), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toContain('application/json');
    expect(await adsTitled('Tekrar denenen ilan')).toHaveLength(1);
  });

  it('the same key with another body is refused with 422 problem+json', async () => {
    const key = uniqueKey();
    expect((await createAd(draft('İlk gövde'), key)).statusCode).toBe(201);
    const other = await createAd(draft('Başka gövde'), key);
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect(await adsTitled('Başka gövde')).toHaveLength(0);
  });

  it('five concurrent retries create exactly one ad and all get its answer', async () => {
    const key = uniqueKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createAd(draft('Aynı anda beş istek'), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await adsTitled('Aynı anda beş istek')).toHaveLength(1);
    const created = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ad.created'), eq(auditLog.entityId, answers[0]?.json().id)));
    expect(created).toHaveLength(1);
  });

  it('without the header every request creates (the checks above can fail)', async () => {
    const post = () =>
      injectWithKey(t.app, buyerKey, {
        method: 'POST',
        url: '/api/ads',
        payload: draft('Başlıksız'),
      });
    await post();
    await post();
    expect(await adsTitled('Başlıksız')).toHaveLength(2);
  });

  it('works for a signed-in person too, and a key is its company’s own', async () => {
    const key = uniqueKey();
    const byCookie = () =>
      inject(t.app, {
        method: 'POST',
        url: '/api/ads',
        cookie: parties.buyer.cookie,
        payload: draft('Tarayıcıdan ilan'),
        headers: { 'idempotency-key': key },
      });
    const first = await byCookie();
    expect(first.statusCode).toBe(201);
    expect((await byCookie()).body).toBe(first.body);
    expect(await adsTitled('Tarayıcıdan ilan')).toHaveLength(1);
    // Another company sending the same key gets an ad of its own, not this one.
    const other = await inject(t.app, {
      method: 'POST',
      url: '/api/ads',
      cookie: parties.outsider.cookie,
      payload: draft('Tarayıcıdan ilan'),
      headers: { 'idempotency-key': key },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    expect(await adsTitled('Tarayıcıdan ilan')).toHaveLength(2);
  });

  it('refuses a key that is not 1–255 visible characters', async () => {
    const response = await createAd(draft('Geçersiz anahtar'), 'x'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'Idempotency-Key' });
    expect(await adsTitled('Geçersiz anahtar')).toHaveLength(0);
  });
});

describe('Idempotency-Key on the other create operations', () => {
  it('award: five concurrent retries make one set of orders', async () => {
    const { buyer, seller, sectorId } = parties;
    const closed = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      status: 'closed',
      bidDeadline: new Date(Date.now() - 60_000),
    });
    const bid = await insertBid(t.app.db, {
      adId: closed.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['10', '5'],
    });
    const key = uniqueKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        injectWithKey(t.app, buyerKey, {
          method: 'POST',
          url: `/api/ads/${closed.id}/award`,
          payload: { mode: 'whole', bidId: bid.id },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const orders = await t.app.db
      .select()
      .from(purchaseOrder)
      .where(eq(purchaseOrder.adId, closed.id));
    expect(orders).toHaveLength(1);
  });

  it('bid: a retried save is answered again, not saved again', async () => {
    const { buyer, seller, sectorId } = parties;
    const open = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    const sellerKey = (await createTestApiKey(t.app, seller, { scopes: ['bids:write'] })).secret;
    const key = uniqueKey();
    const save = () =>
      injectWithKey(t.app, sellerKey, {
        method: 'PUT',
        url: `/api/ads/${open.id}/bids/mine`,
        payload: {
          items: open.itemIds.map((adItemId) => ({ adItemId, unitPrice: '11,00' })),
          currency: 'TRY',
          deliveryDays: 15,
          validUntil: dayFromNow(60),
          paymentTerms: '30 gün vadeli',
          note: null,
          attachmentFileIds: [],
          submit: true,
        },
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([save(), save(), save()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // Saved again, the bid would have a second line (bid.revised).
    const lines = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, answers[0]?.json().bid.id));
    expect(lines.map((line) => line.action)).toEqual(['bid.submitted']);
  });

  it('chat: a retried message is written once', async () => {
    const order = await makeOrder(t.app, parties);
    const key = uniqueKey();
    const send = () =>
      injectWithKey(t.app, buyerKey, {
        method: 'POST',
        url: `/api/orders/${order.id}/messages`,
        payload: { body: 'Teslimat tarihi uygun mu?', attachmentFileIds: [] },
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([send(), send(), send(), send(), send()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const messages = await t.app.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.orderId, order.id));
    expect(messages).toHaveLength(1);
  });
});

describe('keeping the answers 24 hours', () => {
  it('the cleanup removes records older than a day; an expired key counts as new', async () => {
    const key = uniqueKey();
    const first = await createAd(draft('Dünkü ilan'), key);
    expect(first.statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000);
    await t.app.db
      .update(idempotencyRecord)
      .set({ createdAt: dayAgo })
      .where(eq(idempotencyRecord.idempotencyKey, key));
    const again = await createAd(draft('Dünkü ilan'), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.json().id);

    const old = uniqueKey();
    await createAd(draft('Silinecek kayıt'), old);
    await t.app.db
      .update(idempotencyRecord)
      .set({ createdAt: dayAgo })
      .where(eq(idempotencyRecord.idempotencyKey, old));
    expect(await deleteExpiredIdempotencyRecords(t.app.db, new Date())).toBeGreaterThanOrEqual(1);
    const [left] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyRecord)
      .where(eq(idempotencyRecord.idempotencyKey, old));
    expect(left?.n).toBe(0);
  });
});
