import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { istanbulDateOf, type OrderView } from '@teklifal/core';
import { company } from '../../db/schema/index.ts';
import { DEFAULT_UBL_SCHEMAS, findSchemaFolder, validateUbl } from '../../ops/ubl-schema.ts';
import { inject } from '../../test/helper.ts';
import { buildOrderDocument, buildOrderResponseDocument } from './queries/order-ubl.ts';
import { getOrder, makeOrder, orderCommand, storedEvents, useOrdersWorld } from './test-helpers.ts';

/** The purchase order (UBL Order) and the seller's answer (OrderResponseSimple) downloads. */

const w = useOrdersWorld({
  buyer: 'Anadolu Yapı Malzemeleri A.Ş.',
  seller: 'Işıklar Kırtasiye Ltd. Şti.',
});

const purchaseOrder = (cookie: string | undefined, orderId: string) =>
  inject(w.app, { method: 'GET', url: `/api/orders/${orderId}/documents/order`, cookie });
const orderResponse = (cookie: string | undefined, orderId: string) =>
  inject(w.app, { method: 'GET', url: `/api/orders/${orderId}/documents/order-response`, cookie });

/** The text of every element with this name, in document order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

const taxNumberOf = async (companyId: string) => {
  const [row] = await w.app.db.select().from(company).where(eq(company.id, companyId));
  return row?.taxNumber ?? '';
};

/** The schemas' verdict where the clone has them (ops/ubl-schema.test.ts says when it has not). */
const schemas = findSchemaFolder(DEFAULT_UBL_SCHEMAS);
const expectValid = async (kind: 'Order' | 'OrderResponseSimple', xml: string) => {
  if (schemas) expect(await validateUbl(schemas, kind, xml)).toEqual([]);
};

describe('the purchase order (UBL Order)', () => {
  it('is both parties’ download, the same document, valid against the schema', async () => {
    const order = await makeOrder(w.app, w.p, { title: 'Kırtasiye alımı <2026>' });
    const buyer = await purchaseOrder(w.p.buyer.cookie, order.id);
    expect(buyer.statusCode).toBe(200);
    expect(buyer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(buyer.headers['content-disposition']).toContain(`${order.orderNo}-siparis.xml`);
    expect(buyer.headers['cache-control']).toBe('private, no-store');
    const seller = await purchaseOrder(w.p.seller.cookie, order.id);
    expect(seller.statusCode).toBe(200);
    expect(seller.body).toBe(buyer.body);
    await expectValid('Order', buyer.body);
  }, 60_000);

  it('names both companies by VKN, the lines by UN/ECE unit, and totals that add up', async () => {
    const order = await makeOrder(w.app, w.p, { title: 'Kırtasiye alımı <2026>' });
    const xml = (await purchaseOrder(w.p.buyer.cookie, order.id)).body;
    const buyerPart = xml.slice(xml.indexOf('<cac:BuyerCustomerParty>'));
    expect(buyerPart).toContain(
      `<cbc:ID schemeID="VKN">${await taxNumberOf(w.p.buyer.companyId)}</cbc:ID>`,
    );
    const sellerPart = xml.slice(xml.indexOf('<cac:SellerSupplierParty>'));
    expect(sellerPart).toContain(
      `<cbc:ID schemeID="VKN">${await taxNumberOf(w.p.seller.companyId)}</cbc:ID>`,
    );
    expect(all(xml, 'cbc:ID')[0]).toBe(order.orderNo);
    // 10 koli × 12.50 and 5 paket × 3.75 at 20 %: 125.00 + 18.75 net, 25.00 + 3.75 KDV.
    expect(xml).toContain('<cbc:Quantity unitCode="CT">10</cbc:Quantity>');
    expect(xml).toContain('<cbc:Quantity unitCode="PA">5</cbc:Quantity>');
    expect(all(xml, 'cbc:TotalTaxAmount')).toEqual(['25.00', '3.75']);
    expect(all(xml, 'cbc:TaxInclusiveAmount')).toEqual(['172.50']);
    expect(all(xml, 'cbc:PayableAmount')).toEqual(['172.50']);
    expect(xml).toContain('<cbc:DocumentCurrencyCode>TRY</cbc:DocumentCurrencyCode>');
    expect(all(xml, 'cbc:ID')).toContain(order.bidId);
    expect(all(xml, 'cbc:ID')).toContain(order.adId);
    expect(all(xml, 'cbc:DocumentDescription')).toEqual(['Kırtasiye alımı &lt;2026&gt;']);
    expect(xml).toContain('<cbc:DurationMeasure unitCode="DAY">');
  });

  it('other companies learn nothing (404); without a session 401', async () => {
    const order = await makeOrder(w.app, w.p);
    expect((await purchaseOrder(w.p.outsider.cookie, order.id)).statusCode).toBe(404);
    expect((await purchaseOrder(undefined, order.id)).statusCode).toBe(401);
    expect((await orderResponse(w.p.outsider.cookie, order.id)).statusCode).toBe(404);
  });
});

describe('the seller’s answer (UBL OrderResponseSimple)', () => {
  it('does not exist before the seller answers (409), nor in the order view', async () => {
    const order = await makeOrder(w.app, w.p);
    for (const cookie of [w.p.buyer.cookie, w.p.seller.cookie]) {
      const early = await orderResponse(cookie, order.id);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('CONFLICT');
    }
    const view = (await getOrder(w.app, w.p.buyer.cookie, order.id)).json<OrderView>();
    expect(view.documents).toEqual({
      invoice: false,
      despatchAdvice: false,
      purchaseOrder: true,
      orderResponse: false,
    });
    expect(await buildOrderResponseDocument(w.app.db, order.id)).toBeNull();
  });

  it('accepts the order once the seller confirms it: for both parties, dated then, valid', async () => {
    const order = await makeOrder(w.app, w.p);
    const confirmed = await orderCommand(w.app, w.p.seller.cookie, order.id, 'confirm', {
      note: 'Stoktan sevk edilecek',
    });
    expect(confirmed.statusCode).toBe(200);
    const answer = await orderResponse(w.p.buyer.cookie, order.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`${order.orderNo}-siparis-yaniti.xml`);
    const xml = answer.body;
    expect((await orderResponse(w.p.seller.cookie, order.id)).body).toBe(xml);
    expect(all(xml, 'cbc:AcceptedIndicator')).toEqual(['true']);
    expect(all(xml, 'cbc:Note')).toEqual(['Stoktan sevk edilecek']);
    const confirmation = (await storedEvents(w.app, order.id)).find(
      (event) => event.type === 'confirmed',
    );
    expect(all(xml, 'cbc:IssueDate')[0]).toBe(
      istanbulDateOf(confirmation?.createdAt ?? new Date(0)),
    );
    // OrderReference names the Order by its ID and day.
    const orderXml = (await purchaseOrder(w.p.seller.cookie, order.id)).body;
    const reference = xml.slice(xml.indexOf('<cac:OrderReference>'));
    expect(all(reference, 'cbc:ID')[0]).toBe(all(orderXml, 'cbc:ID')[0]);
    expect(all(reference, 'cbc:IssueDate')[0]).toBe(all(orderXml, 'cbc:IssueDate')[0]);
    expect(xml.slice(xml.indexOf('<cac:SellerSupplierParty>'))).toContain(
      `<cbc:ID schemeID="VKN">${await taxNumberOf(w.p.seller.companyId)}</cbc:ID>`,
    );
    const view = (await getOrder(w.app, w.p.seller.cookie, order.id)).json<OrderView>();
    expect(view.documents.orderResponse).toBe(true);
    await expectValid('OrderResponseSimple', xml);
  }, 60_000);

  it('refuses the order when the seller declines it, with the reason', async () => {
    const order = await makeOrder(w.app, w.p);
    const declined = await orderCommand(w.app, w.p.seller.cookie, order.id, 'decline', {
      reason: 'Stok yetersiz, karşılayamıyoruz',
    });
    expect(declined.statusCode).toBe(200);
    const xml = (await orderResponse(w.p.buyer.cookie, order.id)).body;
    expect(all(xml, 'cbc:AcceptedIndicator')).toEqual(['false']);
    expect(all(xml, 'cbc:RejectionNote')).toEqual(['Stok yetersiz, karşılayamıyoruz']);
    await expectValid('OrderResponseSimple', xml);
  }, 60_000);

  it('is not offered for an order cancelled (409)', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'cancelled' });
    expect((await orderResponse(w.p.buyer.cookie, order.id)).statusCode).toBe(409);
    expect((await purchaseOrder(w.p.buyer.cookie, order.id)).statusCode).toBe(200);
  });
});

describe('the documents for the order webhooks', () => {
  it('are the downloads’ own files, or null for an unknown order', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'confirmed' });
    const download = await purchaseOrder(w.p.buyer.cookie, order.id);
    expect(await buildOrderDocument(w.app.db, order.id)).toEqual({
      fileName: `${order.orderNo}-siparis.xml`,
      xml: download.body,
    });
    const answer = await buildOrderResponseDocument(w.app.db, order.id);
    expect(answer?.xml).toBe((await orderResponse(w.p.seller.cookie, order.id)).body);
    expect(await buildOrderDocument(w.app.db, 'no-such-order')).toBeNull();
  });
});

describe('the API document', () => {
  it('lists both downloads with their XML answer', async () => {
    const document = (await inject(w.app, { method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['order', 'order-response']) {
      const operation = document.paths[`/api/orders/{orderId}/documents/${path}`].get;
      expect(Object.keys(operation.responses[200].content)).toEqual(['application/xml']);
      expect(operation.tags).toEqual(['orders']);
    }
  });
});
