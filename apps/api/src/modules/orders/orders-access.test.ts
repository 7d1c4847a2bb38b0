import { describe, expect, it } from 'vitest';
import { ORDER_COMMANDS, type OrderStatus, type OrderView } from '@teklifal/core';
import { orderEvent } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/helper.ts';
import {
  getOrder,
  makeOrder,
  orderCommand,
  storedEvents,
  storedOrder,
  useOrdersWorld,
  VALID_BODIES as BODIES,
} from './test-helpers.ts';

/** The order page, and who may see it or act on it (the steps are tested in commands/). */

const w = useOrdersWorld({
  buyer: 'Anadolu Yapı Malzemeleri A.Ş.',
  seller: 'Işıklar Kırtasiye Ltd. Şti.',
});

async function expectUntouched(orderId: string, status: OrderStatus) {
  expect((await storedOrder(w.app, orderId)).status).toBe(status);
  expect(await storedEvents(w.app, orderId)).toHaveLength(0);
}

describe('the order page', () => {
  it('shows the agreed lines, terms, chat link and the buyer as the ad company', async () => {
    const { app, p } = w;
    const order = await makeOrder(app, p, { unitPrices: ['12.35', '3.33'] });
    const view = (await getOrder(app, p.buyer.cookie, order.id)).json<OrderView>();
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
    expect(view.abilities).toEqual({ commands: ['cancel'], rate: false, reaward: false });
  });
});

describe('the timeline', () => {
  it('starts with the award’s own "created" row when there is one, never twice', async () => {
    const { app, p } = w;
    const order = await makeOrder(app, p);
    await app.db.insert(orderEvent).values({
      orderId: order.id,
      type: 'created',
      actorUserId: p.buyer.userId,
      actorCompanyId: p.buyer.companyId,
      note: 'Teklif kabul edildi',
    });
    const view = (await getOrder(app, p.seller.cookie, order.id)).json<OrderView>();
    expect(view.events).toHaveLength(1);
    expect(view.events[0]).toMatchObject({
      type: 'created',
      note: 'Teklif kabul edildi',
      actorCompanyName: 'Anadolu Yapı Malzemeleri A.Ş.',
    });
  });
});

describe('other companies never learn the order exists (404)', () => {
  it('on the details page and on every command', async () => {
    const { app, p } = w;
    const order = await makeOrder(app, p);
    expect((await getOrder(app, p.outsider.cookie, order.id)).statusCode).toBe(404);
    for (const command of ORDER_COMMANDS) {
      const response = await orderCommand(
        app,
        p.outsider.cookie,
        order.id,
        command,
        BODIES[command],
      );
      expect(response.statusCode, command).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const rating = await orderCommand(app, p.outsider.cookie, order.id, 'rating', { stars: 5 });
    expect(rating.statusCode).toBe(404);
    await expectUntouched(order.id, 'created');
  });

  it('an unknown order is 404 for the parties too', async () => {
    expect((await getOrder(w.app, w.p.buyer.cookie, 'yok-boyle-bir-siparis')).statusCode).toBe(404);
  });

  it('asks to sign in first, then for a company', async () => {
    const order = await makeOrder(w.app, w.p);
    const anonymous = await getOrder(w.app, undefined, order.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');
    const loner = await signUpAndSignIn(w.app);
    const withoutCompany = await orderCommand(w.app, loner.cookie, order.id, 'confirm');
    expect(withoutCompany.statusCode).toBe(403);
    expect(withoutCompany.json().code).toBe('COMPANY_REQUIRED');
    await expectUntouched(order.id, 'created');
  });
});
