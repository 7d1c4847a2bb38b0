import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListItem, Page } from '@teklifal/core';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../../test/procurement.ts';
import { makeOrder, orderParties, type OrderParties } from './test-helpers.ts';

let t: TestApp;
let p: OrderParties;
let otherSeller: CompanyUser;
/** Orders in the order they were made (the list shows them newest first). */
const made: { id: string; orderNo: string; title: string; sellerName: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app, {
    buyer: 'Marmara Gıda Sanayi A.Ş.',
    seller: 'IŞIK Ambalaj Ltd. Şti.',
  });
  otherSeller = await signedInCompany(t.app, { seller: true, name: 'Çağlar Tekstil A.Ş.' });
  const plan = [
    { title: 'İnşaat demiri alımı', seller: p.seller, status: 'created' },
    { title: 'Ofis kırtasiye alımı', seller: otherSeller, status: 'shipped' },
    {
      title: 'Karton koli alımı',
      seller: p.seller,
      status: 'completed',
      prices: ['1234.5', '0.1'],
    },
    { title: 'Şantiye iş eldiveni', seller: otherSeller, status: 'created' },
    { title: 'Streç film alımı', seller: p.seller, status: 'cancelled' },
  ] as const;
  for (const step of plan) {
    const order = await makeOrder(
      t.app,
      { buyer: p.buyer, seller: step.seller, sectorId: p.sectorId },
      {
        status: step.status,
        title: step.title,
        unitPrices: 'prices' in step ? [...step.prices] : undefined,
      },
    );
    made.push({ ...order, title: step.title, sellerName: step.seller.companyName });
  }
});
afterAll(() => t.close());

const list = (cookie: string | undefined, query: string, headers: Record<string, string> = {}) =>
  inject(t.app, { method: 'GET', url: `/api/orders?${query}`, cookie, headers });

const titlesOf = (page: Page<OrderListItem>) => page.items.map((item) => item.adTitle);

describe('GET /api/orders?side=buyer (/myorders)', () => {
  it('lists the buyer’s orders newest first with totals and both companies', async () => {
    const response = await list(p.buyer.cookie, 'side=buyer');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<OrderListItem>>();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(titlesOf(page)).toEqual(made.map((order) => order.title).reverse());
    const karton = page.items.find((item) => item.adTitle === 'Karton koli alımı');
    expect(karton).toMatchObject({
      orderNo: made[2]?.orderNo,
      status: 'completed',
      currency: 'TRY',
      total: '12345.50',
      itemCount: 2,
      buyer: { id: p.buyer.companyId, name: 'Marmara Gıda Sanayi A.Ş.' },
      seller: { id: p.seller.companyId, name: 'IŞIK Ambalaj Ltd. Şti.' },
    });
    expect(karton?.createdAt).toMatch(/Z$/);
  });

  it('filters by status', async () => {
    const page = (await list(p.buyer.cookie, 'side=buyer&status=created')).json();
    expect(titlesOf(page)).toEqual(['Şantiye iş eldiveni', 'İnşaat demiri alımı']);
  });

  it.each([
    ['the seller’s name without Turkish letters', 'isik', 3],
    ['the seller’s name in Turkish lower case', 'ışık amb', 3],
    ['the ad title in capitals', 'İNŞAAT', 1],
    ['the ad title typed without marks', 'santiye', 1],
  ])('searches %s', async (_, q, expected) => {
    const page = (await list(p.buyer.cookie, `side=buyer&q=${encodeURIComponent(q)}`)).json();
    expect(page.total).toBe(expected);
  });

  it('searches the order number', async () => {
    const orderNo = made[1]?.orderNo ?? '';
    const page = (await list(p.buyer.cookie, `side=buyer&q=${orderNo.toLowerCase()}`)).json();
    expect(page.items.map((item: OrderListItem) => item.orderNo)).toEqual([orderNo]);
  });

  it('combines search and status', async () => {
    const page = (await list(p.buyer.cookie, 'side=buyer&q=ışık&status=cancelled')).json();
    expect(titlesOf(page)).toEqual(['Streç film alımı']);
  });

  it('treats the wildcards of a search as plain text', async () => {
    const page = (await list(p.buyer.cookie, 'side=buyer&q=%25')).json();
    expect(page.total).toBe(0);
  });

  it('pages through the list', async () => {
    const second = (await list(p.buyer.cookie, 'side=buyer&page=2&pageSize=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(titlesOf(second)).toEqual(['Karton koli alımı', 'Ofis kırtasiye alımı']);
    const beyond = (await list(p.buyer.cookie, 'side=buyer&page=4&pageSize=2')).json();
    expect(beyond).toMatchObject({ items: [], total: 5 });
  });

  it('is for confirmed buyers only, and shows no one else’s orders', async () => {
    const seller = await list(p.seller.cookie, 'side=buyer');
    expect(seller.statusCode).toBe(403);
    expect(seller.json().code).toBe('BUYER_NOT_CONFIRMED');
    const outsider = (await list(p.outsider.cookie, 'side=buyer')).json();
    expect(outsider).toMatchObject({ items: [], total: 0 });
    expect((await list(undefined, 'side=buyer')).statusCode).toBe(401);
  });

  it('refuses a bad side, status or page with the field named', async () => {
    for (const [query, field] of [
      ['side=alici', 'side'],
      ['', 'side'],
      ['side=buyer&status=lost', 'status'],
      ['side=buyer&pageSize=500', 'pageSize'],
    ]) {
      const response = await list(p.buyer.cookie, query ?? '');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });
});

describe('GET /api/orders?side=seller (/sellermyorders)', () => {
  it('lists only the seller’s own orders', async () => {
    const page = (await list(p.seller.cookie, 'side=seller')).json();
    expect(titlesOf(page)).toEqual([
      'Streç film alımı',
      'Karton koli alımı',
      'İnşaat demiri alımı',
    ]);
    const other = (await list(otherSeller.cookie, 'side=seller')).json();
    expect(titlesOf(other)).toEqual(['Şantiye iş eldiveni', 'Ofis kırtasiye alımı']);
  });

  it('searches the buyer’s name on the seller side', async () => {
    const page = (await list(p.seller.cookie, 'side=seller&q=MARMARA')).json();
    expect(page.total).toBe(3);
    const none = (await list(p.seller.cookie, 'side=seller&q=çağlar')).json();
    expect(none.total).toBe(0);
  });

  it('is for confirmed sellers only', async () => {
    const response = await list(p.buyer.cookie, 'side=seller');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SELLER_NOT_CONFIRMED');
  });
});

describe('GET /api/orders/export (CSV)', () => {
  const exportCsv = (cookie: string, query: string, headers: Record<string, string> = {}) =>
    inject(t.app, { method: 'GET', url: `/api/orders/export?${query}`, cookie, headers });

  it('gives Excel a BOM, ";" separators, Turkish headers and decimal commas', async () => {
    const response = await exportCsv(p.buyer.cookie, 'side=buyer&status=completed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?siparislerim-/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Sipariş no;Tarih;İlan;Satıcı;Durum;Para birimi;Tutar (KDV hariç);KDV;Tutar (KDV dahil);Teslimat tarihi',
    );
    expect(lines).toHaveLength(2);
    const cells = lines[1]?.split(';') ?? [];
    expect(cells[0]).toBe(made[2]?.orderNo);
    expect(cells[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(cells.slice(2, 9)).toEqual([
      'Karton koli alımı',
      'IŞIK Ambalaj Ltd. Şti.',
      'Tamamlandı',
      'TRY',
      '12345,50',
      '2469,10',
      '14814,60',
    ]);
    expect(cells[9]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('exports every match of the filters, unpaged, in English when asked', async () => {
    const response = await exportCsv(p.seller.cookie, 'side=seller', {
      'accept-language': 'en',
    });
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?my-sales-orders-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    // One company's data: no shared cache may keep it.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(lines[0]).toBe(
      'Order no;Date;Ad;Buyer;Status;Currency;Total (excl. VAT);VAT;Total (incl. VAT);Delivery date',
    );
    expect(lines.slice(1).map((line) => line.split(';')[4])).toEqual([
      'Cancelled',
      'Completed',
      'Created',
    ]);
  });

  it('is refused without the role of the side', async () => {
    const response = await exportCsv(p.seller.cookie, 'side=buyer');
    expect(response.statusCode).toBe(403);
  });

  it('neutralises a title that a spreadsheet would run as a formula', async () => {
    const order = await makeOrder(t.app, p, { title: '=HYPERLINK("http://kotu.example")' });
    const response = await exportCsv(p.buyer.cookie, `side=buyer&q=${order.orderNo}`);
    expect(response.body).toContain(`;"'=HYPERLINK(""http://kotu.example"")";`);
  });
});
