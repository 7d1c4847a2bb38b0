import { describe, expect, it } from 'vitest';
import type { OrderView } from '@teklifal/core';
import { addMember } from '../../../test/factories.ts';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { dayFromNow } from '../../../test/procurement.ts';
import {
  auditOf,
  getOrder,
  makeOrder,
  notificationsAbout,
  orderCommand,
  storedEvents,
  storedOrder,
  useOrdersWorld,
} from '../test-helpers.ts';

/** The steps of an order that go through; the refusals are in run-order-command-refusals. */

const w = useOrdersWorld({
  buyer: 'Anadolu Yapı Malzemeleri A.Ş.',
  seller: 'Işıklar Kırtasiye Ltd. Şti.',
});

describe('the whole path: created → confirmed → preparing → shipped → delivered → completed', () => {
  it('moves step by step, each side acting in turn, with a timeline, notifications and audit', async () => {
    const { app, p } = w;
    const order = await makeOrder(app, p);

    const initial = (await getOrder(app, p.seller.cookie, order.id)).json<OrderView>();
    expect(initial.status).toBe('created');
    expect(initial.side).toBe('seller');
    expect(initial.abilities).toEqual({
      commands: ['confirm', 'decline', 'cancel'],
      rate: false,
      reaward: false,
    });

    const steps = [
      { who: p.seller, command: 'confirm', body: { note: 'Stoktan hemen hazırlıyoruz' } },
      { who: p.seller, command: 'prepare', body: {} },
      { who: p.seller, command: 'ship', body: { trackingInfo: 'Yurtiçi Kargo 123456789' } },
      { who: p.buyer, command: 'deliver', body: { note: 'Eksiksiz teslim alındı' } },
      { who: p.buyer, command: 'complete', body: {} },
    ] as const;
    const expected = ['confirmed', 'preparing', 'shipped', 'delivered', 'completed'];
    for (const [index, step] of steps.entries()) {
      const response = await orderCommand(app, step.who.cookie, order.id, step.command, step.body);
      expect(response.statusCode, `${step.command}: ${response.body}`).toBe(200);
      expect(response.json<OrderView>().status).toBe(expected[index]);
    }

    const done = (await getOrder(app, p.buyer.cookie, order.id)).json<OrderView>();
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
    const toBuyer = await notificationsAbout(app, p.buyer.companyId, order.id);
    const toSeller = await notificationsAbout(app, p.seller.companyId, order.id);
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

    expect((await auditOf(app, order.id)).map((entry) => entry.action)).toEqual([
      'order.confirmed',
      'order.preparing',
      'order.shipped',
      'order.delivered',
      'order.completed',
    ]);
  });

  it('lets the seller ship straight from confirmed', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'confirmed' });
    const response = await orderCommand(w.app, w.p.seller.cookie, order.id, 'ship', {});
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({ status: 'shipped', trackingInfo: null });
  });

  it('the audit line names the actor, the step from and to, and what the step carried', async () => {
    const { app, p } = w;
    const order = await makeOrder(app, p, { status: 'preparing' });
    await orderCommand(app, p.seller.cookie, order.id, 'ship', { trackingInfo: 'Aras 55' });
    expect(await auditOf(app, order.id)).toEqual([
      expect.objectContaining({
        action: 'order.shipped',
        actorUserId: p.seller.userId,
        companyId: p.seller.companyId,
        data: { orderNo: order.orderNo, from: 'preparing', to: 'shipped', trackingInfo: 'Aras 55' },
      }),
    ]);
    expect((await storedOrder(app, order.id)).trackingInfo).toBe('Aras 55');
  });
});

describe('who acts', () => {
  it('a team member of the seller acts for the company, named on the timeline', async () => {
    const order = await makeOrder(w.app, w.p);
    const member = await signUpAndSignIn(w.app, { name: 'Mert Depocu' });
    await addMember(w.app.db, w.p.seller.companyId, member.userId, 'member');
    const response = await orderCommand(w.app, member.cookie, order.id, 'confirm');
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>().events.at(-1)).toMatchObject({
      type: 'confirmed',
      actorName: 'Mert Depocu',
      actorCompanyName: w.p.seller.companyName,
    });
    expect((await storedEvents(w.app, order.id))[0]).toMatchObject({
      actorUserId: member.userId,
      actorCompanyId: w.p.seller.companyId,
    });
  });
});

describe('decline', () => {
  it('stores the reason and the proposed delivery date and tells the buyer', async () => {
    const { app, p } = w;
    const order = await makeOrder(app, p);
    const proposed = dayFromNow(45);
    const response = await orderCommand(app, p.seller.cookie, order.id, 'decline', {
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
    const [told] = await notificationsAbout(app, p.buyer.companyId, order.id);
    expect(told?.message).toBe(`${order.orderNo} numaralı sipariş: Reddedildi`);
    expect((await auditOf(app, order.id)).map((entry) => entry.action)).toEqual(['order.declined']);
  });

  it('needs no proposed date', async () => {
    const order = await makeOrder(w.app, w.p);
    const response = await orderCommand(w.app, w.p.seller.cookie, order.id, 'decline', {
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
    const { app, p } = w;
    const order = await makeOrder(app, p, { status });
    const who = side === 'buyer' ? p.buyer : p.seller;
    const other = side === 'buyer' ? p.seller : p.buyer;
    const response = await orderCommand(app, who.cookie, order.id, 'cancel', {
      reason: 'Proje ertelendi, ihtiyaç kalmadı',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Proje ertelendi, ihtiyaç kalmadı',
    });
    const [told] = await notificationsAbout(app, other.companyId, order.id);
    expect(told?.message).toBe(`${order.orderNo} numaralı sipariş: İptal edildi`);
    expect(await notificationsAbout(app, who.companyId, order.id)).toHaveLength(0);
    expect((await auditOf(app, order.id)).map((entry) => entry.data)).toEqual([
      expect.objectContaining({ from: status, to: 'cancelled', reason: expect.any(String) }),
    ]);
  });
});
