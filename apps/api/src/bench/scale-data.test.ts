import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { company } from '../db/schema/index.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../test/helper.ts';
import { loadScaleData, type ScaleSummary } from './scale-data.ts';

let t: TestApp;
let summary: ScaleSummary;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  summary = await loadScaleData(t.app.db, { factor: 0.002 });
});
afterAll(() => t.close());

describe('the scale data', () => {
  it('holds the volumes of its factor', () => {
    expect(summary).toMatchObject({ companies: 40, ads: 200, bids: expect.any(Number) });
    expect(summary.adItems).toBeGreaterThanOrEqual(3 * summary.ads);
    expect(summary.adItems).toBeLessThanOrEqual(10 * summary.ads);
    expect(summary.bids).toBeGreaterThan(2 * summary.ads);
    expect(summary.orders).toBe(100);
    expect(summary.chatMessages).toBeGreaterThan(0);
    expect(summary.notifications).toBe(1000);
  });

  it('is consistent: a bid prices every line of its ad, totals add up, one bid per seller', async () => {
    const [check] = await rowsOf<Record<string, number>>(sql`select
      (select count(*) from bid b where (select count(*) from bid_item bi where bi.bid_id = b.id)
        <> (select count(*) from ad_item i where i.ad_id = b.ad_id))::int as "unpricedBids",
      (select count(*) from bid b where b.total <> (select sum(line_total) from bid_item where bid_id = b.id))::int as "wrongTotals",
      (select count(*) from (select ad_id, seller_company_id from bid group by 1, 2 having count(*) > 1) d)::int as "doubleBids",
      (select count(*) from purchase_order o join bid b on b.id = o.bid_id where b.status <> 'accepted' or o.total <> b.total)::int as "ordersWithoutWin",
      (select count(*) from bid b join ad a on a.id = b.ad_id where b.seller_company_id = a.company_id)::int as "ownBids",
      (select count(*) from ad where search_document = '' or search_document <> lower(search_document))::int as "badSearchText",
      (select count(*) from (
        select a.id, w.lexeme from ad a, unnest(a.search_vector) w where a.status = 'published'
        except select t.ad_id, t.lexeme from ad_search_term t) m)::int as "unrankedWords",
      (select count(*) from ad_search_term t join ad a on a.id = t.ad_id
        where a.status <> 'published' or a.bid_deadline <> t.bid_deadline)::int as "staleRankedWords"`);
    expect(check).toEqual({
      unpricedBids: 0,
      wrongTotals: 0,
      doubleBids: 0,
      ordersWithoutWin: 0,
      ownBids: 0,
      badSearchText: 0,
      unrankedWords: 0,
      staleRankedWords: 0,
    });
  });

  it('is what the application itself reads: search, lists and an order chat', async () => {
    const seller = await signUpAndSignIn(t.app);
    await t.app.db
      .update(company)
      .set({ adminUserId: seller.userId })
      .where(eq(company.taxNumber, '9000000001'));
    const found = await inject(t.app, {
      method: 'GET',
      url: '/api/ads?q=koli&sort=relevance',
      cookie: seller.cookie,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().total).toBeGreaterThan(0);
    // The best match holds the word itself (typo matches come after it).
    const best = (found.json().items as { id: string }[])[0]?.id ?? '';
    const [document] = await rowsOf<{ text: string }>(
      sql`select search_document as text from ad where id = ${best}`,
    );
    expect(document?.text).toContain('koli');

    const buyer = await signUpAndSignIn(t.app);
    const [owner] = await rowsOf<{ id: string }>(
      sql`select buyer_company_id as id from purchase_order group by 1 order by count(*) desc limit 1`,
    );
    await t.app.db
      .update(company)
      .set({ adminUserId: buyer.userId })
      .where(eq(company.id, owner?.id ?? ''));
    const orders = await inject(t.app, {
      method: 'GET',
      url: '/api/orders?side=buyer',
      cookie: buyer.cookie,
    });
    expect(orders.statusCode).toBe(200);
    const withChat = (orders.json().items as { id: string; status: string }[]).find(
      (order) => order.status !== 'created',
    );
    expect(withChat).toBeDefined();
    const chat = await inject(t.app, {
      method: 'GET',
      url: `/api/orders/${withChat?.id}/messages`,
      cookie: buyer.cookie,
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().items.length).toBeGreaterThanOrEqual(3);
  });
});
