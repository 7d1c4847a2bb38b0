import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PUSH_KINDS, type PushKeyView, type PushPreferences } from '@teklifal/core';
import { notification, pushDevice, user } from '../../db/schema/index.ts';
import { notifyStaff } from '../notifications/commands/notify.ts';
import { addMember } from '../../test/factories.ts';
import { streamOpener } from '../../test/event-stream.ts';
import { createTestApp, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { orderParties, makeOrder, type OrderParties } from '../../test/orders.ts';
import { insertAd, insertBid, signedInCompany } from '../../test/procurement.ts';
import { MAX_PUSH_FAILURES } from './push-sender.ts';
import { startPushService, type PushService, type ReceivedPush } from './test/push-service.ts';
import { flows } from './test/flows.ts';
import { deviceOf, pushApi, speaks } from './test/push-world.ts';

/**
 * What is pushed (#28): each kind the issue names, through the commands that notify, reaches the
 * devices of the company's people in their language, through the tests' push service, which
 * decrypts it and checks its signature. Auctions: push-auction.test.ts.
 */
let t: TestApp;
let app: FastifyInstance;
let service: PushService;
let p: OrderParties;
/** The seller's owner reads English; the buyer's Turkish. */
let buyerPhone: Awaited<ReturnType<typeof deviceOf>>;
let sellerPhone: Awaited<ReturnType<typeof deviceOf>>;
let publicKey: string;
let act: ReturnType<typeof flows>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  service = await startPushService();
  p = await orderParties(app, { buyer: 'Alıcı Yapı A.Ş.', seller: 'Satıcı Çelik Ltd.' });
  await speaks(app, p.seller.userId, 'en');
  act = flows(app);
  await act.pickSectors(p.seller.companyId, [p.sectorId]);
  buyerPhone = await deviceOf(app, service, p.buyer);
  sellerPhone = await deviceOf(app, service, p.seller);
  publicKey = (await pushApi(app).key()).json<PushKeyView>().publicKey;
}, 120_000);
afterAll(async () => {
  await t.close();
  await service.close();
});

/** The pushes a device got since `since` (a count of service.received before the action). */
const to = (device: { endpoint: string }) => (push: ReceivedPush) =>
  push.endpoint === device.endpoint;
const pushesTo = async (device: { endpoint: string }, since: number) => {
  await app.push.sender.flush();
  return service.received.slice(since).filter(to(device));
};
/** Waits for the one push a device gets after `since`. */
async function nextPush(device: { endpoint: string }, since: number): Promise<ReceivedPush> {
  await service.waitFor(1, (push) => service.received.indexOf(push) >= since && to(device)(push));
  const [push] = await pushesTo(device, since);
  if (!push) throw new Error('no push');
  return push;
}

describe('each kind reaches the devices in the reader’s language', () => {
  it('a new ad in the seller’s sector (English), with the signature of the site’s key', async () => {
    const since = service.received.length;
    const draft = await act.publishAd(p.buyer.cookie, p.sectorId, { title: 'Vana alımı' });
    const push = await nextPush(sellerPhone, since);
    expect(push.payload).toEqual({
      id: expect.any(String),
      type: 'newAdInSector',
      title: 'TeklifAl',
      body: 'New ad in your sector: Vana alımı',
      route: `/ad-details/${p.buyer.companyId}/${draft.id}`,
    });
    expect(push).toMatchObject({ ttl: 86_400, urgency: 'normal', topic: undefined });
    expect(push.vapid).toMatchObject({
      publicKey,
      aud: service.origin,
      sub: 'mailto:no-reply@teklifal.test',
    });
    expect(service.rejected).toEqual([]);
    // The buyer's own ad is no news to the buyer.
    expect(await pushesTo(buyerPhone, since)).toEqual([]);
  });

  it('an invitation to an invited-only ad, in Turkish for a Turkish reader', async () => {
    const invited = await signedInCompany(app, { seller: true, name: 'Davetli Ambalaj A.Ş.' });
    const phone = await deviceOf(app, service, invited);
    const since = service.received.length;
    await act.publishAd(p.buyer.cookie, p.sectorId, {
      title: 'Koli alımı',
      visibility: 'invited',
      invitedCompanyIds: [invited.companyId],
    });
    const push = await nextPush(phone, since);
    expect(push.payload).toMatchObject({
      type: 'adInvitation',
      body: 'Alıcı Yapı A.Ş. sizi "Koli alımı" ilanına teklif vermeye davet etti',
    });
    // An invited-only ad is not announced to the sector.
    expect(await pushesTo(sellerPhone, since)).toEqual([]);
  });

  it('a bid on a sealed ad reaches the buyer without its prices; a revision replaces it', async () => {
    const sealed = await insertAd(app.db, {
      companyId: p.buyer.companyId,
      sectorId: p.sectorId,
      sealed: true,
      title: 'Kapalı zarf: çelik profil',
    });
    const since = service.received.length;
    const saved = await act.saveBid(p.seller.cookie, sealed, ['98765.43', '87654.32']);
    expect(saved.statusCode, saved.body).toBe(200);
    const push = await nextPush(buyerPhone, since);
    expect(push.payload).toMatchObject({
      type: 'bidReceived',
      body: '"Kapalı zarf: çelik profil" ilanınıza Satıcı Çelik Ltd. teklif verdi',
      route: expect.stringContaining(sealed.id),
    });
    const text = JSON.stringify(push.payload);
    for (const amount of ['98765', '98.765', '87654', '87.654', 'KDV', '30 gün']) {
      expect(text).not.toContain(amount);
    }

    const revisedSince = service.received.length;
    const revised = await act.saveBid(p.seller.cookie, sealed, ['97000', '86000']);
    expect(revised.statusCode).toBe(200);
    const again = await nextPush(buyerPhone, revisedSince);
    expect(again.payload).toMatchObject({
      type: 'bidRevised',
      tag: `bidRevised:${push.payload.route}`,
    });
    expect(again.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(again.payload)).not.toMatch(/97\.?000|86\.?000/);
  });

  it('a question to the buyer, without the question itself', async () => {
    const ad = await insertAd(app.db, {
      companyId: p.buyer.companyId,
      sectorId: p.sectorId,
      title: 'Forklift kiralama',
    });
    const since = service.received.length;
    const asked = await act.ask(p.seller.cookie, ad.id, 'Operatör dahil mi, yakıt kimden?');
    expect(asked.statusCode, asked.body).toBe(201);
    const push = await nextPush(buyerPhone, since);
    expect(push.payload).toMatchObject({
      type: 'questionAsked',
      body: '"Forklift kiralama" ilanınıza yeni bir soru soruldu',
    });
    expect(JSON.stringify(push.payload)).not.toContain('Operatör');
  });

  it('the award decision reaches each seller: accepted and rejected', async () => {
    const other = await signedInCompany(app, { seller: true });
    const otherPhone = await deviceOf(app, service, other);
    const ad = await insertAd(app.db, {
      companyId: p.buyer.companyId,
      sectorId: p.sectorId,
      title: 'Kablo alımı',
      status: 'closed',
      bidDeadline: new Date(Date.now() - 60_000),
    });
    const won = await insertBid(app.db, {
      adId: ad.id,
      sellerCompanyId: p.seller.companyId,
      unitPrices: ['10', '10'],
    });
    await insertBid(app.db, {
      adId: ad.id,
      sellerCompanyId: other.companyId,
      unitPrices: ['11', '11'],
    });
    const since = service.received.length;
    const awarded = await act.award(p.buyer.cookie, ad.id, { mode: 'whole', bidId: won.id });
    expect(awarded.statusCode, awarded.body).toBe(201);
    const accepted = await nextPush(sellerPhone, since);
    expect(accepted.payload).toMatchObject({
      type: 'bidAccepted',
      body: expect.stringMatching(/^Your bid on "Kablo alımı" was accepted\. Order no: SIP-/),
    });
    const rejected = await nextPush(otherPhone, since);
    expect(rejected.payload).toMatchObject({
      type: 'bidRejected',
      body: '"Kablo alımı" ilanına verdiğiniz teklif kabul edilmedi',
    });
  });

  it('an order’s step reaches the other side, with the status in its language', async () => {
    const order = await makeOrder(app, p);
    const since = service.received.length;
    const confirmed = await act.orderCommand(p.seller.cookie, order.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const push = await nextPush(buyerPhone, since);
    expect(push.payload).toMatchObject({
      type: 'orderStatusChanged',
      body: `${order.orderNo} numaralı sipariş: Onaylandı`,
      route: `/orders/${order.id}`,
      tag: `orderStatusChanged:/orders/${order.id}`,
    });
    expect(push).toMatchObject({ ttl: 3 * 86_400, urgency: 'normal' });
    expect(await pushesTo(sellerPhone, since)).toEqual([]);
  });
});

describe('who gets a push', () => {
  it('a chat message only when the reader has no tab open', async () => {
    const order = await makeOrder(app, p);
    const send = (text: string) => act.chat(p.buyer.cookie, order.id, text);
    const server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const tab = await streamOpener(server)(p.seller.cookie);
    try {
      await tab.waitFor(0);
      const watched = service.received.length;
      expect((await send('Sevkiyat yarın çıkıyor')).statusCode).toBe(201);
      await tab.waitFor(1);
      expect(await pushesTo(sellerPhone, watched)).toEqual([]);
    } finally {
      await tab.close();
    }
    // The tab is closed: the next message is pushed, urgently, replacing the chat's last one.
    await eventuallyTrue(() => !app.liveEvents.watching(p.seller.userId));
    const since = service.received.length;
    expect((await send('İrsaliye ekte')).statusCode).toBe(201);
    const push = await nextPush(sellerPhone, since);
    expect(push.payload).toMatchObject({
      type: 'chatMessage',
      body: `New message from Alıcı Yapı A.Ş. in the chat of order ${order.orderNo}`,
      route: expect.stringContaining(order.id),
    });
    expect(push.payload.tag).toBe(`chatMessage:${push.payload.route}`);
    expect(push).toMatchObject({ ttl: 3600, urgency: 'high' });
    expect(JSON.stringify(push.payload)).not.toContain('İrsaliye');
  });

  it('every person of the company with a device; nobody of another company', async () => {
    const member = await signUpAndSignIn(app);
    await addMember(app.db, p.buyer.companyId, member.userId, 'member');
    const memberPhone = await deviceOf(app, service, member);
    const outsiderPhone = await deviceOf(app, service, p.outsider);
    const ad = await insertAd(app.db, {
      companyId: p.buyer.companyId,
      sectorId: p.sectorId,
      title: 'Boya alımı',
    });
    const since = service.received.length;
    await act.saveBid(p.seller.cookie, ad, ['5', '6']);
    const [toMember] = [await nextPush(memberPhone, since)];
    const toOwner = await nextPush(buyerPhone, since);
    expect(toMember?.payload).toEqual(toOwner.payload);
    expect(await pushesTo(outsiderPhone, since)).toEqual([]);
  });

  it('platform staff get theirs, each with their own notification', async () => {
    const staff = [await signUpAndSignIn(app), await signUpAndSignIn(app)];
    const phones = [];
    for (const person of staff) {
      await app.db.update(user).set({ role: 'admin' }).where(eq(user.id, person.userId));
      phones.push(await deviceOf(app, service, person));
    }
    const since = service.received.length;
    await notifyStaff(app.db, {
      type: 'companyApplied',
      params: { company: 'Yeni Başvuru A.Ş.' },
      route: '/admin/companies/c1',
    });
    const pushes = [];
    for (const staffPhone of phones) pushes.push(await nextPush(staffPhone, since));
    for (const push of pushes) {
      expect(push.payload).toMatchObject({
        type: 'companyApplied',
        body: 'Yeni Başvuru A.Ş. onay bekliyor: yeni şirket başvurusu',
        route: '/admin/companies/c1',
      });
    }
    const [first, second] = pushes.map((push) => push.payload.id);
    const rows = await app.db
      .select()
      .from(notification)
      .where(eq(notification.id, first ?? ''));
    expect(rows[0]?.userId).toBe(staff[0]?.userId);
    expect(second).not.toBe(first);
  });

  it('no push of a kind the person turned off; the other kinds still come', async () => {
    const person = await signedInCompany(app, { buyer: true });
    const phone = await deviceOf(app, service, person);
    const all = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])) as PushPreferences;
    await pushApi(app).setPreferences(person.cookie, { ...all, newBid: false });
    const ad = await insertAd(app.db, {
      companyId: person.companyId,
      sectorId: p.sectorId,
      title: 'Cam alımı',
    });
    const since = service.received.length;
    await act.saveBid(p.seller.cookie, ad, ['5', '6']);
    expect(await pushesTo(phone, since)).toEqual([]);
    await act.ask(p.seller.cookie, ad.id, 'Teslim yeri neresi?');
    expect((await nextPush(phone, since)).payload.type).toBe('questionAsked');
  });
});

describe('what the push service answers', () => {
  it('404 or 410 removes the device; other failures are counted, and too many remove it', async () => {
    const person = await signedInCompany(app, { buyer: true });
    const gone = await deviceOf(app, service, person);
    const failing = await deviceOf(app, service, person);
    service.answer(gone.endpoint, 410);
    service.answer(failing.endpoint, 503);
    const ad = await insertAd(app.db, { companyId: person.companyId, sectorId: p.sectorId });
    await act.saveBid(p.seller.cookie, ad, ['5', '6']);
    await app.push.sender.flush();
    const device = async (id: string) =>
      (await app.db.select().from(pushDevice).where(eq(pushDevice.id, id)))[0];
    expect(await device(gone.id)).toBeUndefined();
    expect(await device(failing.id)).toMatchObject({ failureCount: 1, lastUsedAt: null });

    await app.db
      .update(pushDevice)
      .set({ failureCount: MAX_PUSH_FAILURES - 1 })
      .where(eq(pushDevice.id, failing.id));
    await act.saveBid(p.seller.cookie, ad, ['4', '5']);
    await app.push.sender.flush();
    expect(await device(failing.id)).toBeUndefined();
  });

  it('a delivered push marks the device used and clears its failures', async () => {
    const [row] = await app.db.select().from(pushDevice).where(eq(pushDevice.id, buyerPhone.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(row?.failureCount).toBe(0);
  });

  it('a slow push service never holds up the request that notified', async () => {
    const ad = await insertAd(app.db, { companyId: p.buyer.companyId, sectorId: p.sectorId });
    const usedAt = async () =>
      (
        await app.db.select().from(pushDevice).where(eq(pushDevice.id, buyerPhone.id))
      )[0]?.lastUsedAt?.getTime();
    const before = await usedAt();
    const since = service.received.length;
    // The service takes each push but answers none until released.
    const held = service.hold();
    try {
      const saved = await act.saveBid(p.seller.cookie, ad, ['5', '6']);
      expect(saved.statusCode).toBe(200);
      await service.waitFor(
        1,
        (push) => service.received.indexOf(push) >= since && to(buyerPhone)(push),
      );
      // The bid was answered while its push still waits for the service.
      expect(await usedAt()).toBe(before);
    } finally {
      held.release();
    }
    await app.push.sender.flush();
    expect(await usedAt()).toBeGreaterThan(before ?? 0);
  });
});

async function eventuallyTrue(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
