import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdSearchItem, Page } from '@teklifal/core';
import { ad, adInvitation, adItem, company } from '../../../db/schema/index.ts';
import { eventually } from '../../../test/helper.ts';
import { daysFromNow, insertAd, signedInCompany } from '../../../test/procurement.ts';
import { buildSearchDocument } from './ad-parts.ts';
import { AdCards } from './queries/ad-cards.ts';
import { RankedLists } from './queries/ranked-lists.ts';
import { call } from './test-helpers.ts';
import {
  searchAds as search,
  titlesOf as titles,
  unannounced,
  useTwoInstanceMarket,
} from './search-test-helpers.ts';

// A one-word search's page is chosen in memory (queries/ranked-lists.ts: each lexeme's ranked
// ads with their deadlines and invitations) and shown from kept ads (queries/ad-cards.ts),
// per instance, until the database tells a change of what they hold (migrations 0043, 0046,
// 0047 on PostgreSQL; the embedded client tells its own writes). So a change made through
// one instance must reach the other's pages, and who sees what stays per viewer.

const w = useTwoInstanceMarket();

describe('a one-word search’s pages, kept per instance', () => {
  it('shows an ad as kept until it changes, then as changed on every instance', async () => {
    const { id } = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Matkap ucu',
    });
    await eventually(async () =>
      expect(titles(await search(w.second, w.seller.cookie, 'matkap'))).toEqual(['Matkap ucu']),
    );
    // Changed behind the instances' backs: `second` shows the ad it kept...
    await unannounced(w.first, [{ table: 'ad', trigger: 'published_ad_changed' }], () =>
      w.first.db.update(ad).set({ deliveryCity: 'Bursa' }).where(eq(ad.id, id)),
    );
    expect((await search(w.second, w.seller.cookie, 'matkap')).items[0]?.deliveryCity).toBe(
      'Ankara',
    );
    // ...until any change of a published ad is told.
    await w.first.db.update(ad).set({ budget: '1000.00' }).where(eq(ad.id, id));
    await eventually(async () =>
      expect((await search(w.second, w.seller.cookie, 'matkap')).items[0]?.deliveryCity).toBe(
        'Bursa',
      ),
    );
  });

  it('follows a line renamed, the company renamed, through the other instance', async () => {
    const { id } = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Bağlantı elemanı alımı',
      items: [{ name: 'Somun M8', quantity: '100', unit: 'adet' }],
    });
    const text = {
      title: 'Bağlantı elemanı alımı',
      description: null,
      items: [{ name: 'Somun M8' }],
    };
    await w.first.db
      .update(ad)
      .set({ searchDocument: buildSearchDocument(text) })
      .where(eq(ad.id, id));
    await eventually(async () =>
      expect((await search(w.second, w.seller.cookie, 'somun')).items[0]?.match?.snippet).toEqual({
        text: 'Somun M8',
        ranges: [{ start: 0, end: 5 }],
      }),
    );
    await w.first.db.update(adItem).set({ name: 'Pul ve somun' }).where(eq(adItem.adId, id));
    await w.first.db
      .update(company)
      .set({ name: 'Yeni Ad A.Ş.' })
      .where(eq(company.id, w.buyer.companyId));
    await eventually(async () => {
      const [found] = (await search(w.second, w.seller.cookie, 'somun')).items;
      expect(found?.match?.snippet).toEqual({
        text: 'Pul ve somun',
        ranges: [{ start: 7, end: 12 }],
      });
      expect(found?.companyName).toBe('Yeni Ad A.Ş.');
    });
  });

  it('shows an invited-only ad to a seller invited later, and to no one else', async () => {
    const invited = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Kompresör davetli',
      visibility: 'invited',
      invitedCompanyIds: [w.seller.companyId],
    });
    await eventually(async () =>
      expect(titles(await search(w.second, w.seller.cookie, 'kompresör'))).toEqual([
        'Kompresör davetli',
      ]),
    );
    expect((await search(w.second, w.other.cookie, 'kompresör')).total).toBe(0);
    // Invited afterwards, the ad itself unchanged: the invitation alone is told.
    await w.first.db
      .insert(adInvitation)
      .values({ adId: invited.id, companyId: w.other.companyId });
    await eventually(async () =>
      expect(titles(await search(w.second, w.other.cookie, 'kompresör'))).toEqual([
        'Kompresör davetli',
      ]),
    );
    const third = await signedInCompany(w.first, { seller: true });
    expect((await search(w.second, third.cookie, 'kompresör')).total).toBe(0);
  });
});

/** The `turkish` configuration's one lexeme of a word, as ad_search_term holds it. */
async function lexemeOf(word: string): Promise<string> {
  const result = (await w.first.db.execute(
    sql`select tsvector_to_array(to_tsvector('turkish', ${word})) as lexemes`,
  )) as { rows: { lexemes: string[] }[] };
  const [lexeme] = result.rows[0]?.lexemes ?? [];
  if (!lexeme) throw new Error(`no lexeme for ${word}`);
  return lexeme;
}

describe('the market without a search, kept per instance', () => {
  /** The newest ads the seller may bid on, as the market first opens, on `app`. */
  const newest = async (app: typeof w.first, cookie: string) => {
    const response = await call(app, 'GET', '/api/ads?pageSize=100', { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<Page<AdSearchItem>>();
  };

  it('follows ads published, invited, edited and closed through the other instance', async () => {
    const before = await newest(w.second, w.seller.cookie);
    const open = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'En yeni açık ilan',
    });
    await eventually(async () => {
      const page = await newest(w.second, w.seller.cookie);
      expect(page.items[0]?.id).toBe(open.id);
      expect(page.total).toBe(before.total + 1);
    });
    // Invited-only: the invited seller sees it, another does not.
    const invited = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'En yeni davetli ilan',
      visibility: 'invited',
      invitedCompanyIds: [w.other.companyId],
    });
    await eventually(async () =>
      expect((await newest(w.second, w.other.cookie)).items[0]?.id).toBe(invited.id),
    );
    expect((await newest(w.second, w.seller.cookie)).items[0]?.id).toBe(open.id);
    // An edit shows; a closed ad leaves the list.
    await w.first.db.update(ad).set({ deliveryCity: 'Edirne' }).where(eq(ad.id, open.id));
    await eventually(async () =>
      expect((await newest(w.second, w.seller.cookie)).items[0]?.deliveryCity).toBe('Edirne'),
    );
    await w.first.db.update(ad).set({ status: 'closed' }).where(eq(ad.id, open.id));
    await eventually(async () => {
      const page = await newest(w.second, w.seller.cookie);
      expect(page.items.map((item) => item.id)).not.toContain(open.id);
      expect(page.total).toBe(before.total);
    });
  });
});

describe('a lexeme’s ranked list', () => {
  it('leaves out, at the instant asked, every ad whose deadline has passed', async () => {
    const soon = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Vinç kiralama',
      bidDeadline: daysFromNow(2),
    });
    const later = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Vinç operatörü',
      bidDeadline: daysFromNow(9),
    });
    const lists = new RankedLists(w.first.tableCache);
    const lexeme = await lexemeOf('vinç');
    const at = (days: number) =>
      lists.page(
        w.first.db,
        { lexeme },
        { companyId: w.seller.companyId, now: daysFromNow(days) },
        { limit: 20, offset: 0, countRows: 1001 },
      );
    expect((await at(0)).ids.sort()).toEqual([soon.id, later.id].sort());
    expect(await at(5)).toEqual({ ids: [later.id], total: 1 });
    expect(await at(10)).toEqual({ ids: [], total: 0 });
  });

  it('counts past the page, up to the cap asked', async () => {
    const lists = new RankedLists(w.first.tableCache);
    const cards = new AdCards(w.first.tableCache);
    const lexeme = await lexemeOf('halat');
    for (let n = 0; n < 5; n++) {
      await insertAd(w.first.db, {
        companyId: w.buyer.companyId,
        sectorId: w.sectorId,
        title: `Halat ${n}`,
      });
    }
    const page = (offset: number, countRows: number) =>
      lists.page(
        w.first.db,
        { lexeme },
        { companyId: w.seller.companyId, now: new Date() },
        { limit: 2, offset, countRows },
      );
    expect((await page(0, 1001)).total).toBe(5);
    expect((await page(0, 3)).total).toBe(3);
    const { ids } = await page(4, 1001);
    expect(ids).toHaveLength(1);
    // The cards of a page come in its order, with the viewer's bid (none here).
    const rows = await cards.page(w.first.db, ids, w.seller.companyId);
    expect(rows.map((row) => [row.ad.id, row.myBid])).toEqual([[ids[0], null]]);
  });

  it('forgets the oldest lists past its bound of entries', async () => {
    const lists = new RankedLists(w.first.tableCache, 3);
    const viewer = { companyId: w.seller.companyId, now: new Date() };
    const page = async (word: string) =>
      (
        await lists.page(w.first.db, { lexeme: await lexemeOf(word) }, viewer, {
          limit: 20,
          offset: 0,
          countRows: 1001,
        })
      ).total;
    for (const title of ['Palet A', 'Palet B', 'Forklift A', 'Forklift B']) {
      await insertAd(w.first.db, { companyId: w.buyer.companyId, sectorId: w.sectorId, title });
    }
    expect(await page('palet')).toBe(2);
    // Published unannounced: a list still kept does not have it...
    await unannounced(
      w.first,
      [{ table: 'ad_search_term', trigger: 'ad_search_term_inserted' }],
      () =>
        insertAd(w.first.db, {
          companyId: w.buyer.companyId,
          sectorId: w.sectorId,
          title: 'Palet C',
        }),
    );
    expect(await page('palet')).toBe(2);
    // ...until another word's list takes its place (2 + 2 entries are past 3): read again.
    expect(await page('forklift')).toBe(2);
    expect(await page('palet')).toBe(3);
  });
});
