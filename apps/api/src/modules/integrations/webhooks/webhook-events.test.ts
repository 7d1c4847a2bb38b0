import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideCompanyApproval } from '../../admin/commands/decide-company-approval.ts';
import { createCompany } from '../../../test/factories.ts';
import { inject, signUpAndSignIn, type TestApp } from '../../../test/helper.ts';
import {
  adInput,
  anySectorId,
  dayFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { makeOrder } from '../../../test/orders.ts';
import { queueWebhookEvent } from './commands/queue-webhook-event.ts';
import {
  deliverAt,
  registerEndpoint,
  startWebhookWorld,
  T0,
  type Mailbox,
  type Receiver,
} from './test-helpers.ts';

/** A submitted bid pricing the ad's lines in order. */
const bidBody = (itemIds: readonly string[], prices: readonly string[]) => ({
  items: itemIds.map((adItemId, index) => ({ adItemId, unitPrice: prices[index] ?? '1' })),
  currency: 'TRY',
  deliveryDays: 15,
  validUntil: dayFromNow(60),
  paymentTerms: '30 gün vadeli',
  note: null,
  attachmentFileIds: [],
  submit: true,
});

/**
 * Which events reach which endpoint: exactly those subscribed, only for companies that may see
 * them, and a sealed ad's bid without any price before its deadline.
 */
describe('webhook events', () => {
  let t: TestApp;
  let buyer: CompanyUser;
  let seller: CompanyUser;
  let outsider: CompanyUser;
  let sectorId: string;
  let receiver: Receiver;
  let buyerHooks: Mailbox;
  let sellerHooks: Mailbox;
  let outsiderHooks: Mailbox;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, receiver, close } = await startWebhookWorld(4440));
    [buyer, seller, outsider, sectorId] = await Promise.all([
      signedInCompany(t.app, { buyer: true }),
      signedInCompany(t.app, { seller: true }),
      signedInCompany(t.app, { seller: true }),
      anySectorId(t.app.db),
    ]);
    buyerHooks = receiver.box('buyer');
    sellerHooks = receiver.box('seller');
    outsiderHooks = receiver.box('outsider');
    await registerEndpoint(t.app, buyer, buyerHooks, ['bid.received', 'bid.updated']);
    // The sellers ask for bids too: bids go to the ad's buyer only.
    await registerEndpoint(t.app, seller, sellerHooks, ['ad.published', 'bid.received']);
    await registerEndpoint(t.app, outsider, outsiderHooks, ['ad.published', 'bid.received']);
  });
  afterAll(() => close());

  const saveBid = (adId: string, body: ReturnType<typeof bidBody>) =>
    inject(t.app, {
      method: 'PUT',
      url: `/api/ads/${adId}/bids/mine`,
      cookie: seller.cookie,
      payload: body,
    });

  const publish = async (overrides: Parameters<typeof adInput>[1] = {}) => {
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/ads',
      cookie: buyer.cookie,
      payload: adInput(sectorId, overrides),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const published = await inject(t.app, {
      method: 'POST',
      url: `/api/ads/${id}/publish`,
      cookie: buyer.cookie,
    });
    expect(published.statusCode, published.body).toBeLessThan(300);
    return id;
  };

  it('sends an open ad’s publication to the sellers who may see it, an invited one only to the invited', async () => {
    const open = await publish();
    const invited = await publish({ visibility: 'invited', invitedCompanyIds: [seller.companyId] });
    await deliverAt(t.app, T0);
    expect(sellerHooks.ofType('ad.published').map((entry) => entry.data.adId)).toEqual([
      open,
      invited,
    ]);
    expect(outsiderHooks.ofType('ad.published').map((entry) => entry.data.adId)).toEqual([open]);
    // The buyer subscribed to bids only.
    expect(buyerHooks.received).toEqual([]);
    for (const entry of [...sellerHooks.received, ...outsiderHooks.received]) {
      expect(entry.signatureValid).toBe(true);
    }
  });

  it('sends a sealed ad’s bids to the buyer alone, with no price before the deadline', async () => {
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      sealed: true,
      bidDeadline: new Date(T0.getTime() + 7 * 86_400_000),
    });
    const first = await saveBid(ad.id, bidBody(ad.itemIds, ['1234.56', '987.65']));
    expect(first.statusCode, first.body).toBeLessThan(300);
    const revised = await saveBid(ad.id, bidBody(ad.itemIds, ['1111.11', '987.65']));
    expect(revised.statusCode, revised.body).toBeLessThan(300);
    await deliverAt(t.app, T0);

    const bids = buyerHooks.received.filter((entry) => entry.data.adId === ad.id);
    expect(bids.map((entry) => entry.type)).toEqual(['bid.received', 'bid.updated']);
    for (const entry of bids) {
      expect(entry.signatureValid).toBe(true);
      expect(entry.data).toMatchObject({ sellerCompanyId: seller.companyId, total: null });
      for (const secret of ['1234', '987', '1111', 'unitPrice', 'vatTotal']) {
        expect(entry.body).not.toContain(secret);
      }
    }
    expect(sellerHooks.ofType('bid.received')).toEqual([]);
    expect(outsiderHooks.ofType('bid.received')).toEqual([]);
  });

  it('carries the order’s UBL 2.1 Order to the endpoints that asked for it', async () => {
    const withDocument = receiver.box('with-document');
    const without = receiver.box('without');
    await registerEndpoint(t.app, buyer, withDocument, ['order.created'], {
      includeOrderDocument: true,
    });
    await registerEndpoint(t.app, seller, without, ['order.created']);
    const order = await makeOrder(t.app, { buyer, seller, sectorId });
    await queueWebhookEvent(t.app.db, { type: 'order.created', orderId: order.id });
    await deliverAt(t.app, T0);
    const [buyerSide] = withDocument.ofType('order.created');
    expect(buyerSide?.data).toMatchObject({ orderId: order.id, orderNo: order.orderNo });
    expect(String(buyerSide?.data.ublOrder)).toContain('<Order');
    expect(String(buyerSide?.data.ublOrder)).toContain(order.orderNo);
    const [sellerSide] = without.ofType('order.created');
    expect(sellerSide?.data.orderId).toBe(order.id);
    expect(sellerSide?.data).not.toHaveProperty('ublOrder');
    // Before the seller has answered there is no answer to carry.
    expect(buyerSide?.data).not.toHaveProperty('ublOrderResponse');
  });

  it('carries the seller’s answer (OrderResponseSimple) with the order once the seller confirms', async () => {
    const box = receiver.box('with-answer');
    await registerEndpoint(t.app, buyer, box, ['order.status_changed'], {
      includeOrderDocument: true,
    });
    const order = await makeOrder(t.app, { buyer, seller, sectorId });
    const confirmed = await inject(t.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/confirm`,
      cookie: seller.cookie,
      payload: { note: 'Stoktan sevk edilecek' },
    });
    expect(confirmed.statusCode).toBe(200);
    await deliverAt(t.app, T0);
    const [step] = box.ofType('order.status_changed');
    expect(step?.signatureValid).toBe(true);
    expect(step?.data).toMatchObject({ orderId: order.id, status: 'confirmed' });
    expect(String(step?.data.ublOrder)).toContain('<Order');
    const answer = String(step?.data.ublOrderResponse);
    expect(answer).toContain('<OrderResponseSimple');
    expect(answer).toMatch(/<cbc:AcceptedIndicator>true<\/cbc:AcceptedIndicator>/);
    expect(answer).toContain(order.orderNo);
  });

  it('sends a question to the buyer, and its answer to everyone who may see the ad, never naming the asker', async () => {
    const boxes = {
      buyer: receiver.box('buyer-questions'),
      seller: receiver.box('seller-questions'),
      outsider: receiver.box('outsider-questions'),
    };
    const events = ['question.asked', 'question.answered'] as const;
    await registerEndpoint(t.app, buyer, boxes.buyer, [...events]);
    await registerEndpoint(t.app, seller, boxes.seller, [...events]);
    await registerEndpoint(t.app, outsider, boxes.outsider, [...events]);
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    const asked = await inject(t.app, {
      method: 'POST',
      url: `/api/ads/${ad.id}/questions`,
      cookie: seller.cookie,
      payload: { body: 'Teslimat Gebze deposuna mı?' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const questionId = asked.json<{ id: string }>().id;
    const answered = await inject(t.app, {
      method: 'POST',
      url: `/api/ads/${ad.id}/questions/${questionId}/answer`,
      cookie: buyer.cookie,
      payload: { answer: 'Evet, Gebze OSB deposuna.' },
    });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
    await deliverAt(t.app, T0);

    const types = (box: Mailbox) => box.received.map((entry) => entry.type);
    expect(types(boxes.buyer)).toEqual(['question.asked', 'question.answered']);
    expect(types(boxes.seller)).toEqual(['question.answered']);
    expect(types(boxes.outsider)).toEqual(['question.answered']);
    expect(boxes.outsider.received[0]?.data).toEqual({
      adId: ad.id,
      questionId,
      question: 'Teslimat Gebze deposuna mı?',
      answer: 'Evet, Gebze OSB deposuna.',
    });
    for (const entry of [...boxes.buyer.received, ...boxes.outsider.received]) {
      expect(entry.body).not.toContain(seller.companyId);
    }
  });

  it('sends the award to the buyer and the winning seller, with their new order, and to no one else', async () => {
    const boxes = {
      buyer: receiver.box('buyer-awards'),
      seller: receiver.box('seller-awards'),
      outsider: receiver.box('outsider-awards'),
    };
    await registerEndpoint(t.app, buyer, boxes.buyer, ['ad.awarded', 'order.created']);
    await registerEndpoint(t.app, seller, boxes.seller, ['ad.awarded', 'order.created']);
    await registerEndpoint(t.app, outsider, boxes.outsider, ['ad.awarded', 'order.created']);
    const closed = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      status: 'closed',
      bidDeadline: new Date(T0.getTime() - 60_000),
    });
    const bid = await insertBid(t.app.db, {
      adId: closed.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['10', '5'],
    });
    const awarded = await inject(t.app, {
      method: 'POST',
      url: `/api/ads/${closed.id}/award`,
      cookie: buyer.cookie,
      payload: { mode: 'whole', bidId: bid.id },
    });
    expect(awarded.statusCode, awarded.body).toBe(201);
    await deliverAt(t.app, T0);
    for (const box of [boxes.buyer, boxes.seller]) {
      const [award] = box.ofType('ad.awarded');
      expect(award?.signatureValid).toBe(true);
      expect(award?.data).toMatchObject({
        adId: closed.id,
        buyerCompanyId: buyer.companyId,
        orders: [expect.objectContaining({ sellerCompanyId: seller.companyId })],
      });
      const [order] = box.ofType('order.created');
      expect(order?.data).toMatchObject({ adId: closed.id, sellerCompanyId: seller.companyId });
    }
    expect(boxes.outsider.received).toEqual([]);
  });

  it('tells a company its approval, and no one else', async () => {
    const person = await signUpAndSignIn(t.app);
    const applicant = await createCompany(t.app.db, {
      adminUserId: person.userId,
      isSellerConfirmed: 'pending',
    });
    const box = receiver.box('applicant');
    const others = receiver.box('others-approval');
    const owner = { ...person, companyId: applicant.id, companyName: applicant.name };
    await registerEndpoint(t.app, owner, box, ['company.approved']);
    await registerEndpoint(t.app, outsider, others, ['company.approved']);
    await decideCompanyApproval(t.app.db, {
      companyId: applicant.id,
      role: 'seller',
      decision: 'approve',
      reason: null,
      actorUserId: buyer.userId,
      ip: '127.0.0.1',
      locale: 'tr',
    });
    await deliverAt(t.app, T0);
    const [approved] = box.ofType('company.approved');
    expect(approved?.signatureValid).toBe(true);
    expect(approved?.data).toEqual({ companyId: applicant.id, role: 'seller' });
    expect(others.received).toEqual([]);
  });

  it('sends an open ad’s bid with its total', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    const saved = await saveBid(ad.id, bidBody(ad.itemIds, ['10', '2']));
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await deliverAt(t.app, T0);
    const [received] = buyerHooks.received.filter((entry) => entry.data.adId === ad.id);
    expect(received?.type).toBe('bid.received');
    expect(Number(received?.data.total)).toBeGreaterThan(0);
  });
});
