import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '@teklifal/core';
import { company, exchangeRate, orderItem, purchaseOrder } from '../../db/schema/index.ts';
import { inject } from '../../test/helper.ts';
import { signedInCompany } from '../../test/procurement.ts';
import { getOrder, makeOrder, useOrdersWorld } from './test-helpers.ts';

/** The seller's UBL-TR downloads: who may have them, when, and what they carry. */

const w = useOrdersWorld({
  buyer: 'Anadolu Yapı Malzemeleri A.Ş.',
  seller: 'Işıklar Kırtasiye Ltd. Şti.',
});

const invoice = (cookie: string | undefined, orderId: string, query = '') =>
  inject(w.app, {
    method: 'GET',
    url: `/api/orders/${orderId}/documents/invoice${query}`,
    cookie,
  });
const despatch = (cookie: string | undefined, orderId: string) =>
  inject(w.app, { method: 'GET', url: `/api/orders/${orderId}/documents/despatch-advice`, cookie });

const taxNumberOf = async (companyId: string) => {
  const [row] = await w.app.db.select().from(company).where(eq(company.id, companyId));
  return row?.taxNumber ?? '';
};

describe('the invoice of a completed order', () => {
  it('is the seller’s download: UBL-TR 1.2 of the chosen scenario, both parties by VKN', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'completed' });
    const response = await invoice(w.p.seller.cookie, order.id, '?profile=TICARIFATURA');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`${order.orderNo}-e-fatura.xml`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const xml = response.body;
    expect(xml).toContain('<cbc:CustomizationID>TR1.2</cbc:CustomizationID>');
    expect(xml).toContain('<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>');
    expect(xml).toContain('<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>');
    expect(xml).toContain(
      `<cbc:ID schemeID="VKN">${await taxNumberOf(w.p.seller.companyId)}</cbc:ID>`,
    );
    expect(xml).toContain(
      `<cbc:ID schemeID="VKN">${await taxNumberOf(w.p.buyer.companyId)}</cbc:ID>`,
    );
    expect(xml).toContain('<cbc:Name>Işıklar Kırtasiye Ltd. Şti.</cbc:Name>');
    // 10 koli × 12.50 and 5 paket × 3.75 at 20 %: 125.00 + 18.75 net, 25.00 + 3.75 KDV.
    expect(xml).toContain(
      '<cbc:TaxInclusiveAmount currencyID="TRY">172.50</cbc:TaxInclusiveAmount>',
    );
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="CT">10</cbc:InvoicedQuantity>');
    expect(xml).not.toContain('PricingExchangeRate');
  });

  it('is an e-Arşiv invoice when the seller says the buyer does not use e-Fatura', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'completed' });
    const response = await invoice(w.p.seller.cookie, order.id, '?profile=EARSIVFATURA');
    expect(response.body).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    expect(response.headers['content-disposition']).toContain(`${order.orderNo}-e-arsiv.xml`);
    const bad = await invoice(w.p.seller.cookie, order.id, '?profile=IHRACAT');
    expect(bad.statusCode).toBe(400);
  });

  it('names the parties as they were at the award, not as edited since', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'completed' });
    await w.app.db
      .update(company)
      .set({ name: 'Başka Unvan A.Ş.' })
      .where(eq(company.id, w.p.buyer.companyId));
    try {
      const xml = (await invoice(w.p.seller.cookie, order.id)).body;
      expect(xml).toContain('<cbc:Name>Anadolu Yapı Malzemeleri A.Ş.</cbc:Name>');
      expect(xml).not.toContain('Başka Unvan');
      const view = (await getOrder(w.app, w.p.buyer.cookie, order.id)).json<OrderView>();
      expect(view.parties.buyer.name).toBe('Anadolu Yapı Malzemeleri A.Ş.');
    } finally {
      await w.app.db
        .update(company)
        .set({ name: 'Anadolu Yapı Malzemeleri A.Ş.' })
        .where(eq(company.id, w.p.buyer.companyId));
    }
  });

  it('names a sole proprietor buyer (TCKN) by TCKN and as a person, from the owner whose name the ünvan holds', async () => {
    const buyer = await signedInCompany(w.app, { buyer: true, name: 'Ayşe Yılmaz – Yılmaz Yapı' });
    // A valid TCKN (each test app has a database of its own, so it is unused).
    const tckn = '10000000146';
    await w.app.db.update(company).set({ taxNumber: tckn }).where(eq(company.id, buyer.companyId));
    const order = await makeOrder(w.app, { ...w.p, buyer }, { status: 'completed' });
    const xml = (await invoice(w.p.seller.cookie, order.id)).body;
    expect(xml).toContain(`<cbc:ID schemeID="TCKN">${tckn}</cbc:ID>`);
    const customer = xml.slice(xml.indexOf('<cac:AccountingCustomerParty>'));
    // The owner signed up as "Ayşe Yılmaz" (test/helper.ts registration).
    expect(customer).toMatch(
      /<cac:Person>\s*<cbc:FirstName>Ayşe<\/cbc:FirstName>\s*<cbc:FamilyName>Yılmaz<\/cbc:FamilyName>\s*<\/cac:Person>/,
    );
    // The seller (VKN) is a company, not a person.
    expect(xml.match(/<cac:Person>/g)).toHaveLength(1);
  });

  it('of a USD order gives the cached Central Bank rate of the issue day, if there is one', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'completed' });
    await w.app.db
      .update(purchaseOrder)
      .set({ currency: 'USD' })
      .where(eq(purchaseOrder.id, order.id));
    const without = (await invoice(w.p.seller.cookie, order.id)).body;
    expect(without).toContain('<cbc:DocumentCurrencyCode>USD</cbc:DocumentCurrencyCode>');
    expect(without).not.toContain('PricingExchangeRate');
    const today = new Date().toISOString().slice(0, 10);
    await w.app.db.insert(exchangeRate).values({
      day: today,
      currency: 'USD',
      source: 'tcmb',
      rate: '34.251200',
      publishedDay: today,
    });
    const xml = (await invoice(w.p.seller.cookie, order.id)).body;
    expect(xml).toContain('<cbc:CalculationRate>34.251200</cbc:CalculationRate>');
    expect(xml).toContain(
      '<cbc:TaxInclusiveAmount currencyID="USD">172.50</cbc:TaxInclusiveAmount>',
    );
  });

  it('carries each line’s stored KDV rate and amount, subtotalled per rate', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'completed' });
    const [first] = await w.app.db
      .select()
      .from(orderItem)
      .where(eq(orderItem.orderId, order.id))
      .orderBy(orderItem.position);
    await w.app.db
      .update(orderItem)
      .set({ vatRate: 10, vatAmount: '12.50' })
      .where(eq(orderItem.id, first?.id ?? ''));
    const xml = (await invoice(w.p.seller.cookie, order.id)).body;
    expect(xml).toContain('<cbc:TaxAmount currencyID="TRY">16.25</cbc:TaxAmount>');
    expect(xml.match(/<cbc:Percent>10<\/cbc:Percent>/g)).toHaveLength(2);
    expect(xml).toContain('<cbc:PayableAmount currencyID="TRY">160.00</cbc:PayableAmount>');
  });
});

describe('who may download, and when', () => {
  it('the buyer is refused (403), other companies learn nothing (404)', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'completed' });
    for (const download of [invoice, despatch]) {
      const buyer = await download(w.p.buyer.cookie, order.id);
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json()).toMatchObject({
        code: 'FORBIDDEN',
        detail: 'e-Fatura ve e-İrsaliye siparişin satıcısı tarafından düzenlenir.',
      });
      expect((await download(w.p.outsider.cookie, order.id)).statusCode).toBe(404);
      expect((await download(undefined, order.id)).statusCode).toBe(401);
    }
  });

  it('the invoice once completed, the despatch advice once shipped (409 before)', async () => {
    const confirmed = await makeOrder(w.app, w.p, { status: 'confirmed' });
    const shipped = await makeOrder(w.app, w.p, { status: 'shipped' });
    expect((await invoice(w.p.seller.cookie, shipped.id)).statusCode).toBe(409);
    expect((await despatch(w.p.seller.cookie, confirmed.id)).statusCode).toBe(409);
    const refused = await invoice(w.p.seller.cookie, confirmed.id);
    expect(refused.json().code).toBe('CONFLICT');
    const advice = await despatch(w.p.seller.cookie, shipped.id);
    expect(advice.statusCode).toBe(200);
    expect(advice.body).toContain('<cbc:DespatchAdviceTypeCode>SEVK</cbc:DespatchAdviceTypeCode>');
    expect(advice.body).toContain('<cbc:ProfileID>TEMELIRSALIYE</cbc:ProfileID>');
    expect(advice.headers['content-disposition']).toContain(`${shipped.orderNo}-e-irsaliye.xml`);
  });

  it('the order view tells each side what it may download', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'shipped' });
    const seller = (await getOrder(w.app, w.p.seller.cookie, order.id)).json<OrderView>();
    expect(seller.documents).toEqual({
      invoice: false,
      despatchAdvice: true,
      purchaseOrder: true,
      orderResponse: true,
    });
    const buyer = (await getOrder(w.app, w.p.buyer.cookie, order.id)).json<OrderView>();
    expect(buyer.documents).toEqual({
      invoice: false,
      despatchAdvice: false,
      purchaseOrder: true,
      orderResponse: true,
    });
    expect(buyer.parties.seller).toMatchObject({
      companyId: w.p.seller.companyId,
      name: 'Işıklar Kırtasiye Ltd. Şti.',
      taxNumberKind: 'VKN',
      taxOffice: 'Kadıköy',
      mersisNo: null,
    });
  });
});

describe('the API document', () => {
  it('lists both downloads with their XML answer and the scenario parameter', async () => {
    const document = (await inject(w.app, { method: 'GET', url: '/api/docs/json' })).json();
    const invoicePath = document.paths['/api/orders/{orderId}/documents/invoice'];
    expect(Object.keys(invoicePath.get.responses[200].content)).toEqual(['application/xml']);
    expect(invoicePath.get.parameters).toContainEqual(
      expect.objectContaining({ name: 'profile', in: 'query' }),
    );
    const despatchPath = document.paths['/api/orders/{orderId}/documents/despatch-advice'];
    expect(despatchPath.get.tags).toEqual(['orders']);
  });
});
