import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@teklifal/core';
import { orderEvent } from '../../db/schema/index.ts';
import { dayFromNow } from '../../test/procurement.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  auditOf,
  getOrder,
  makeOrder,
  notificationsAbout,
  orderCommand,
  orderParties,
  storedEvents,
  storedOrder,
  type OrderParties,
} from './test-helpers.ts';

let t: TestApp;
let p: OrderParties;

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app, {
    buyer: 'Anadolu Yapı Malzemeleri A.Ş.',
    seller: 'Işıklar Kırtasiye Ltd. Şti.',
  });
});
afterAll(() => t.close());

describe('the whole path: created → confirmed → preparing → shipped → delivered → completed', () => {
  it('moves step by step, each side acting in turn, with a timeline, notifications and audit', async () => {
    const order = await makeOrder(t.app, p);

    const initial = (await getOrder(t.app, p.seller.cookie, order.id)).json<OrderView>();
    expect(initial.status).toBe('created');
    expect(initial.side).toBe('seller');
    expect(initial.abilities).toEqual({ commands: ['confirm', 'decline', 'cancel'], rate: false });

    const steps = [
      { who: p.seller, command: 'confirm', body: { note: 'Stoktan hemen hazırlıyoruz' } },
      { who: p.seller, command: 'prepare', body: {} },
      { who: p.seller, command: 'ship', body: { trackingInfo: 'Yurtiçi Kargo 123456789' } },
      { who: p.buyer, command: 'deliver', body: { note: 'Eksiksiz teslim alındı' } },
      { who: p.buyer, command: 'complete', body: {} },
    ] as const;
    const expected = ['confirmed', 'preparing', 'shipped', 'delivered', 'completed'];
    for (const [index, step] of steps.entries()) {
      const response = await orderCommand(
        t.app,
        step.who.cookie,
        order.id,
        step.command,
        step.body,
      );
      expect(response.statusCode, `${step.command}: ${response.body}`).toBe(200);
      expect(response.json<OrderView>().status).toBe(expected[index]);
    }

    const done = (await getOrder(t.app, p.buyer.cookie, order.id)).json<OrderView>();
    expect(done).toMatchObject({
      status: 'completed',
      side: 'buyer',
      trackingInfo: 'Yurtiçi Kargo 123456789',
      abilities: { commands: [], rate: true },
      ratings: { mine: null, theirs: null },
    });
    expect(done.events.map((event) => event.type)).toEqual([
      'created',
      'confirmed',
      'preparing',
      'shipped',
      'delivered',
      'completed',
    ]);
    const confirmed = done.events[1];
    expect(confirmed).toMatchObject({
      actorName: 'Ayşe Yılmaz',
      actorCompanyName: 'Işıklar Kırtasiye Ltd. Şti.',
      note: 'Stoktan hemen hazırlıyoruz',
    });
    expect(done.events[3]).toMatchObject({
      data: { trackingInfo: 'Yurtiçi Kargo 123456789' },
      actorCompanyName: 'Işıklar Kırtasiye Ltd. Şti.',
    });
    expect(done.events[4]).toMatchObject({
      actorCompanyName: 'Anadolu Yapı Malzemeleri A.Ş.',
      note: 'Eksiksiz teslim alındı',
    });

    // Each change is told to the other side only, in Turkish, with a link to the order.
    const toBuyer = await notificationsAbout(t.app, p.buyer.companyId, order.id);
    const toSeller = await notificationsAbout(t.app, p.seller.companyId, order.id);
    expect(toBuyer.map((n) => n.params.status)).toEqual([
      'procurement.orderStatus.confirmed',
      'procurement.orderStatus.preparing',
      'procurement.orderStatus.shipped',
    ]);
    expect(toSeller.map((n) => n.params.status)).toEqual([
      'procurement.orderStatus.delivered',
      'procurement.orderStatus.completed',
    ]);
    expect(toBuyer[0]).toMatchObject({
      type: 'orderStatusChanged',
      message: `${order.orderNo} numaralı sipariş: Onaylandı`,
      route: `/orders/${order.id}`,
    });

    expect((await auditOf(t.app, order.id)).map((entry) => entry.action)).toEqual([
      'order.confirmed',
      'order.preparing',
      'order.shipped',
      'order.delivered',
      'order.completed',
    ]);
  });

  it('lets the seller ship straight from confirmed', async () => {
    const order = await makeOrder(t.app, p, { status: 'confirmed' });
    const response = await orderCommand(t.app, p.seller.cookie, order.id, 'ship', {});
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({ status: 'shipped', trackingInfo: null });
  });

  it('shows the agreed lines, terms, chat link and the buyer as the ad company', async () => {
    const order = await makeOrder(t.app, p, { unitPrices: ['12.35', '3.33'] });
    const view = (await getOrder(t.app, p.buyer.cookie, order.id)).json<OrderView>();
    expect(view).toMatchObject({
      orderNo: order.orderNo,
      adId: order.adId,
      bidId: order.bidId,
      adCompanyId: p.buyer.companyId,
      currency: 'TRY',
      total: '140.15',
      itemCount: 2,
      buyer: { id: p.buyer.companyId, name: 'Anadolu Yapı Malzemeleri A.Ş.' },
      seller: { id: p.seller.companyId, name: 'Işıklar Kırtasiye Ltd. Şti.' },
      paymentTerms: '30 gün vadeli',
      deliveryCity: 'Ankara',
      chatRoute: `/chat/${order.id}/${p.buyer.companyId}/${p.seller.companyId}`,
    });
    expect(
      view.items.map((item) => [item.name, item.quantity, item.unitPrice, item.lineTotal]),
    ).toEqual([
      ['A4 fotokopi kağıdı', '10', '12.35', '123.50'],
      ['Tükenmez kalem', '5', '3.33', '16.65'],
    ]);
    expect(view.abilities).toEqual({ commands: ['cancel'], rate: false });
  });
});

describe('the timeline', () => {
  it('starts with the award’s own "created" row when there is one, never twice', async () => {
    const order = await makeOrder(t.app, p);
    await t.app.db.insert(orderEvent).values({
      orderId: order.id,
      type: 'created',
      actorUserId: p.buyer.userId,
      actorCompanyId: p.buyer.companyId,
      note: 'Teklif kabul edildi',
    });
    const view = (await getOrder(t.app, p.seller.cookie, order.id)).json<OrderView>();
    expect(view.events).toHaveLength(1);
    expect(view.events[0]).toMatchObject({
      type: 'created',
      note: 'Teklif kabul edildi',
      actorCompanyName: 'Anadolu Yapı Malzemeleri A.Ş.',
    });
  });
});

describe('decline', () => {
  it('stores the reason and the proposed delivery date and tells the buyer', async () => {
    const order = await makeOrder(t.app, p);
    const proposed = dayFromNow(45);
    const response = await orderCommand(t.app, p.seller.cookie, order.id, 'decline', {
      reason: 'Bu miktar için stokumuz yetersiz',
      proposedDeliveryDate: proposed,
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<OrderView>();
    expect(view).toMatchObject({
      status: 'declined',
      declineReason: 'Bu miktar için stokumuz yetersiz',
      proposedDeliveryDate: proposed,
      abilities: { commands: [], rate: false },
    });
    expect(view.events.at(-1)).toMatchObject({
      type: 'declined',
      data: { reason: 'Bu miktar için stokumuz yetersiz', proposedDeliveryDate: proposed },
    });
    const [told] = await notificationsAbout(t.app, p.buyer.companyId, order.id);
    expect(told?.message).toBe(`${order.orderNo} numaralı sipariş: Reddedildi`);
    expect((await auditOf(t.app, order.id)).map((entry) => entry.action)).toEqual([
      'order.declined',
    ]);
  });

  it('needs no proposed date', async () => {
    const order = await makeOrder(t.app, p);
    const response = await orderCommand(t.app, p.seller.cookie, order.id, 'decline', {
      reason: 'Ürün üretimden kalktı',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>().proposedDeliveryDate).toBeNull();
  });
});

describe('cancel', () => {
  it.each([
    ['buyer', 'created'],
    ['seller', 'confirmed'],
    ['buyer', 'preparing'],
  ] as const)('the %s may cancel a %s order with a reason', async (side, status) => {
    const order = await makeOrder(t.app, p, { status });
    const who = side === 'buyer' ? p.buyer : p.seller;
    const other = side === 'buyer' ? p.seller : p.buyer;
    const response = await orderCommand(t.app, who.cookie, order.id, 'cancel', {
      reason: 'Proje ertelendi, ihtiyaç kalmadı',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Proje ertelendi, ihtiyaç kalmadı',
    });
    const [told] = await notificationsAbout(t.app, other.companyId, order.id);
    expect(told?.message).toBe(`${order.orderNo} numaralı sipariş: İptal edildi`);
    expect(await notificationsAbout(t.app, who.companyId, order.id)).toHaveLength(0);
  });

  it.each(['shipped', 'delivered', 'completed'] as const)(
    'is refused once the order is %s, by either side, and nothing changes',
    async (status) => {
      const order = await makeOrder(t.app, p, { status });
      for (const who of [p.buyer, p.seller]) {
        const response = await orderCommand(t.app, who.cookie, order.id, 'cancel', {
          reason: 'Artık istemiyoruz',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('CONFLICT');
      }
      const stored = await storedOrder(t.app, order.id);
      expect(stored.status).toBe(status);
      expect(stored.cancelReason).toBeNull();
      expect(await storedEvents(t.app, order.id)).toHaveLength(0);
    },
  );
});
