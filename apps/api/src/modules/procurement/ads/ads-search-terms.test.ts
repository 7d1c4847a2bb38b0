import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdSearchItem, Page } from '@teklifal/core';
import { ad } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  daysFromNow,
  insertAd,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { buildSearchDocument } from './ad-parts.ts';
import { call } from './test-helpers.ts';

// A one-word search by relevance is answered from ad_search_term (queries/ranked-search.ts)
// and marked from the query's words (search-vocabulary.ts); any other query ranks the matching
// ads with ts_rank and marks what ts_headline found. "koli!" is the query "koli" for the latter
// (the "!" is no word), so the two ways must give the same pages and marks.

let t: TestApp;
let seller: CompanyUser;
let both: CompanyUser;
const ids: Record<string, string> = {};

interface Text {
  title: string;
  description: string;
  lines: string[];
}

async function setText(id: string, text: Text) {
  const items = text.lines.map((name) => ({ name }));
  await t.app.db
    .update(ad)
    .set({
      title: text.title,
      description: text.description,
      searchDocument: buildSearchDocument({ ...text, items }),
    })
    .where(eq(ad.id, id));
}

beforeAll(async () => {
  t = await createTestApp();
  const buyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true });
  both = await signedInCompany(t.app, { buyer: true, seller: true });
  const sectorId = await anySectorId(t.app.db);
  const add = async (
    key: string,
    text: Text,
    props: Partial<Parameters<typeof insertAd>[1]> & { minutesAgo: number },
  ) => {
    const { minutesAgo, ...rest } = props;
    const { id } = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      title: text.title,
      ...rest,
    });
    await setText(id, text);
    await t.app.db
      .update(ad)
      .set({ publishedAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(ad.id, id));
    ids[key] = id;
  };
  const boxes = (title: string, description = 'Depo için.'): Text => ({
    title,
    description,
    lines: ['Koli bandı', 'Streç film'],
  });
  await add('title', boxes('Oluklu koli'), { minutesAgo: 9 });
  await add('titleTwice', boxes('Koli ve koliler', 'Koli başına fiyat.'), { minutesAgo: 8 });
  await add('sameOld', boxes('Karton koli'), { minutesAgo: 7 });
  await add('sameNew', boxes('Karton koli'), { minutesAgo: 3 });
  await add('lineOnly', boxes('Ambalaj malzemesi'), { minutesAgo: 6 });
  await add('described', boxes('Ambalaj alımı', 'Kolilerimiz için bant.'), { minutesAgo: 5 });
  await add(
    'typoOnly',
    { title: 'Kolli paketi', description: '', lines: ['Etiket'] },
    {
      minutesAgo: 4,
    },
  );
  await add('invitedOther', boxes('Davetli koli'), {
    minutesAgo: 2,
    visibility: 'invited',
    invitedCompanyIds: [both.companyId],
  });
  await add('invitedMe', boxes('Bana davetli koli'), {
    minutesAgo: 1,
    visibility: 'invited',
    invitedCompanyIds: [seller.companyId],
  });
  await add('late', boxes('Süresi geçmiş koli'), {
    minutesAgo: 10,
    bidDeadline: new Date(Date.now() - 1000),
  });
  await add('closed', boxes('Kapanmış koli'), { minutesAgo: 11, status: 'closed' });
  await add('draft', boxes('Taslak koli'), { minutesAgo: 12, status: 'draft' });
  const { id } = await insertAd(t.app.db, {
    companyId: both.companyId,
    sectorId,
    title: 'Kendi kolim',
    visibility: 'invited',
  });
  await setText(id, boxes('Kendi koli ilanım'));
  ids.own = id;
});
afterAll(() => t.close());

async function search(cookie: string, query: string) {
  const response = await call(t.app, 'GET', `/api/ads?${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<Page<AdSearchItem>>();
}
const keysOf = (page: Page<AdSearchItem>) =>
  page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);

/**
 * Every page of a search, two ads a page, what each says about the total, and the marks (a
 * one-word search marks the words of its lexemes, the other way what ts_headline marked).
 */
async function pages(cookie: string, text: string, more = '') {
  const keys = [];
  const totals = [];
  const marks = [];
  for (let page = 1; page <= 6; page++) {
    const found = await search(
      cookie,
      `q=${encodeURIComponent(text)}&pageSize=2&page=${page}${more}`,
    );
    keys.push(...keysOf(found));
    totals.push(found.total);
    marks.push(...found.items.map((item) => item.match));
  }
  return { keys, totals, marks };
}

describe('a one-word search, from the ads’ ranked words', () => {
  it('gives the pages and totals ts_rank gives, for every viewer', async () => {
    for (const cookie of [seller.cookie, both.cookie]) {
      for (const word of ['koli', 'koliler', 'KOLİ', 'kolli', 'bandı', 'depo', 'kendi']) {
        const ranked = await pages(cookie, word);
        expect(ranked).toEqual(await pages(cookie, `${word}!`));
      }
    }
  });

  it('ranks the title first, equal ranks newest first, only ads a seller may bid on', async () => {
    const { keys } = await pages(seller.cookie, 'koli');
    expect(keys.slice(0, 1)).toEqual(['titleTwice']);
    expect(keys.indexOf('sameNew')).toBe(keys.indexOf('sameOld') - 1);
    expect(keys).toContain('invitedMe');
    for (const hidden of ['invitedOther', 'late', 'closed', 'draft', 'own', 'typoOnly']) {
      expect(keys).not.toContain(hidden);
    }
    expect((await pages(both.cookie, 'koli')).keys).toEqual(
      expect.arrayContaining(['own', 'invitedOther']),
    );
  });

  it('keeps the filters on the ad', async () => {
    await t.app.db
      .update(ad)
      .set({ deliveryCity: 'İzmir' })
      .where(eq(ad.id, ids.title ?? ''));
    const city = `&city=${encodeURIComponent('İzmir')}`;
    expect((await pages(seller.cookie, 'koli', city)).keys).toEqual(['title']);
    expect(await pages(seller.cookie, 'koli', city)).toEqual(
      await pages(seller.cookie, 'koli!', city),
    );
  });

  it('follows the ads: an edit, deadlines, closing', async () => {
    await setText(ids.lineOnly ?? '', {
      title: 'Ambalaj malzemesi',
      description: '',
      lines: ['Streç film'],
    });
    // Past its deadline it may have been closed meanwhile (the close job): published again.
    await t.app.db
      .update(ad)
      .set({ bidDeadline: daysFromNow(3), status: 'published' })
      .where(eq(ad.id, ids.late ?? ''));
    await t.app.db
      .update(ad)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(ad.id, ids.described ?? ''));
    await t.app.db
      .update(ad)
      .set({ status: 'closed' })
      .where(eq(ad.id, ids.sameNew ?? ''));
    const { keys } = await pages(seller.cookie, 'koli');
    expect(keys).not.toContain('lineOnly');
    expect(keys).toContain('late');
    expect(keys).not.toContain('sameNew');
    expect(keys).not.toContain('described');
    expect(await pages(seller.cookie, 'koli')).toEqual(await pages(seller.cookie, 'koli!'));
  });
});
