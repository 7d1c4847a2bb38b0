import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulWallTimeOf, type OrderListItem, type Page } from '@teklifal/core';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { readWorkbook } from '../../test/xlsx.ts';
import { makeOrder, orderParties, type OrderParties } from './test-helpers.ts';

let t: TestApp;
let p: OrderParties;

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app, { buyer: 'Marmara Gıda A.Ş.', seller: 'IŞIK Ambalaj Ltd. Şti.' });
  await makeOrder(
    t.app,
    { buyer: p.buyer, seller: p.seller, sectorId: p.sectorId },
    { status: 'completed', title: 'Karton koli alımı', unitPrices: ['1234.5', '0.1'] },
  );
  await makeOrder(
    t.app,
    { buyer: p.buyer, seller: p.seller, sectorId: p.sectorId },
    { status: 'created', title: '=HYPERLINK("http://kotu.example")' },
  );
});
afterAll(() => t.close());

const download = (cookie: string | undefined, query: string, headers = {}) =>
  inject(t.app, { method: 'GET', url: `/api/orders/export.xlsx?${query}`, cookie, headers });

describe('GET /api/orders/export.xlsx (#31)', () => {
  it('gives the CSV export’s rows with numbers, amounts and dates as real cells', async () => {
    const response = await download(p.buyer.cookie, 'side=buyer&status=completed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?siparislerim-\d{4}-\d{2}-\d{2}\.xlsx"?$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const book = await readWorkbook(response.rawPayload);
    expect(book.rows[0]).toEqual([
      'Sipariş no',
      'Tarih',
      'İlan',
      'Satıcı',
      'Durum',
      'Para birimi',
      'Tutar (KDV hariç)',
      'KDV',
      'Tutar (KDV dahil)',
      'Teslimat tarihi',
    ]);
    expect(book.rows).toHaveLength(2);
    const listed = (
      await inject(t.app, {
        method: 'GET',
        url: '/api/orders?side=buyer&status=completed',
        cookie: p.buyer.cookie,
      })
    ).json<Page<OrderListItem>>().items[0];
    const row = book.rows[1] ?? [];
    expect(row.slice(2, 9)).toEqual([
      'Karton koli alımı',
      'IŞIK Ambalaj Ltd. Şti.',
      'Tamamlandı',
      'TRY',
      12345.5,
      2469.1,
      14814.6,
    ]);
    // The order's moment on the Istanbul clock, and its delivery day, as date cells.
    expect(row[1]).toBeInstanceOf(Date);
    const wall = istanbulWallTimeOf(listed?.createdAt ?? '').slice(0, 16);
    expect((row[1] as unknown as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(wall);
    expect(row[9]).toBeInstanceOf(Date);
    expect((row[9] as unknown as Date).toISOString().slice(0, 10)).toBe(listed?.deliveryDate);
    // Bold header frozen above the rows, widths set, amounts in lira format.
    expect(book.sheetXml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(book.sheetXml).toMatch(/<col [^>]*width="40"/);
    expect(book.stylesXml).toContain('<b/>');
    expect(book.stylesXml).toContain('formatCode="#,##0.00&quot; ₺&quot;"');
  });

  it('keeps a formula-like title as text, and speaks English when asked', async () => {
    const response = await download(p.seller.cookie, 'side=seller', { 'accept-language': 'en' });
    const book = await readWorkbook(response.rawPayload);
    expect(book.rows[0]?.[3]).toBe('Buyer');
    expect(book.rows.map((row) => row[2])).toContain('=HYPERLINK("http://kotu.example")');
    expect(book.sheetXml).not.toContain('<f>');
  });

  it('gives another company none of these orders, and refuses a side the company lacks', async () => {
    const outsider = await download(p.outsider.cookie, 'side=buyer');
    expect(outsider.statusCode).toBe(200);
    expect((await readWorkbook(outsider.rawPayload)).rows).toHaveLength(1);
    expect((await download(p.seller.cookie, 'side=buyer')).statusCode).toBe(403);
    expect((await download(undefined, 'side=buyer')).statusCode).toBe(401);
  });
});
