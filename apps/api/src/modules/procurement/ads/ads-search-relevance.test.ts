import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdSearchItem, Page, TextRange, Unit } from '@teklifal/core';
import { ad } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { buildSearchDocument } from './ad-parts.ts';
import { call } from './test-helpers.ts';

let t: TestApp;
let seller: CompanyUser;
const ids: Record<string, string> = {};

/** An open ad with its full search text (title, description, lines), published minutes ago. */
async function searchableAd(
  key: string,
  props: { title: string; description: string; lines?: string[]; minutesAgo: number },
  buyer: CompanyUser,
  sectorId: string,
) {
  const items = (props.lines ?? ['Montaj malzemesi']).map((name) => ({
    name,
    quantity: '10',
    unit: 'adet' as Unit,
  }));
  const { id } = await insertAd(t.app.db, {
    companyId: buyer.companyId,
    sectorId,
    title: props.title,
    items,
  });
  await t.app.db
    .update(ad)
    .set({
      description: props.description,
      searchDocument: buildSearchDocument({ ...props, items }),
      publishedAt: new Date(Date.now() - props.minutesAgo * 60_000),
    })
    .where(eq(ad.id, id));
  ids[key] = id;
}

beforeAll(async () => {
  t = await createTestApp();
  const buyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true });
  const sectorId = await anySectorId(t.app.db);
  const add = (key: string, props: Parameters<typeof searchableAd>[1]) =>
    searchableAd(key, props, buyer, sectorId);
  await add('pipe', {
    title: 'Çelik boru',
    description: 'DN50 dikişsiz, 6 metre boylarında.',
    minutesAgo: 50,
  });
  await add('valve', {
    title: 'Küresel vana alımı',
    description:
      'Fabrikamızın yeni hattı için küresel vanalar arıyoruz. Gövdesi paslanmaz çelik olmalı; ' +
      'DN25 ile DN80 arası ölçülerde, PN16 basınç sınıfında, sertifikalı.',
    minutesAgo: 10,
  });
  await add('lamp', {
    title: 'LED aydınlatma armatürü',
    description: 'Depo için 40 adet.',
    lines: ['Çelik gövdeli projektör'],
    minutesAgo: 15,
  });
  await add('holes', {
    title: 'Delikli sac levha',
    description: '2 mm kalınlıkta sac, her 5 cm’de bir delik.',
    minutesAgo: 5,
  });
  await add('plastic', {
    title: 'Plastik borular',
    description: 'PVC atık su hattı için.',
    minutesAgo: 20,
  });
  await add('clampOld', {
    title: 'Galvaniz kelepçe',
    description: 'Duvara montaj için.',
    minutesAgo: 40,
  });
  await add('clampNew', {
    title: 'Galvaniz kelepçe',
    description: 'Duvara montaj için.',
    minutesAgo: 30,
  });
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await call(t.app, 'GET', `/api/ads?${query}`, { cookie: seller.cookie });
  expect(response.statusCode).toBe(200);
  return response.json<Page<AdSearchItem>>();
}
const keysOf = (page: Page<AdSearchItem>) =>
  page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const marked = (text: string, ranges: TextRange[]) =>
  ranges.map((range) => text.slice(range.start, range.end));

describe('GET /api/ads?q=…, by relevance', () => {
  it('"çelik": the title first, then a mention, only ads holding the word', async () => {
    const page = await search(q('çelik'));
    // The valve's description and the lamp's line name it once each: the newer first.
    expect(keysOf(page)).toEqual(['pipe', 'valve', 'lamp']);
    expect(page.total).toBe(3);
  });

  it('finds the same with or without the Turkish marks, in any case ("delik" is no typo of it)', async () => {
    const expected = keysOf(await search(q('çelik')));
    for (const text of ['celik', 'ÇELİK', 'CELIK', 'Çelik']) {
      expect(keysOf(await search(q(text)))).toEqual(expected);
    }
  });

  it('stems and joins forms of a word: "borular" finds "boru", "boru" finds "borular"', async () => {
    expect(keysOf(await search(q('borular'))).sort()).toEqual(['pipe', 'plastic']);
    expect(keysOf(await search(q('boru'))).sort()).toEqual(['pipe', 'plastic']);
    expect(keysOf(await search(q('vana')))).toEqual(['valve']);
  });

  it('a typo still finds by trigram similarity, and a look-alike word is not a typo', async () => {
    expect(keysOf(await search(q('celk')))[0]).toBe('pipe');
    expect(keysOf(await search(q('celk')))).not.toContain('holes');
    expect(keysOf(await search(q('delikli')))).toEqual(['holes']);
  });

  it('needs every word of the query', async () => {
    expect(keysOf(await search(q('çelik boru')))).toEqual(['pipe']);
    expect(keysOf(await search(q('paslanmaz çelik vana')))).toEqual(['valve']);
    expect((await search(q('çelik kuyumcu'))).total).toBe(0);
  });

  it('is stable: equal relevance goes newest first, and pages add up to the whole list', async () => {
    expect(keysOf(await search(q('kelepçe')))).toEqual(['clampNew', 'clampOld']);
    expect(keysOf(await search(q('kelepce')))).toEqual(['clampNew', 'clampOld']);
    const whole = keysOf(await search(q('çelik')));
    const paged = [];
    for (const number of [1, 2, 3]) {
      paged.push(...keysOf(await search(`${q('çelik')}&pageSize=1&page=${number}`)));
    }
    expect(paged).toEqual(whole);
  });

  it('keeps the other orders and filters of a search', async () => {
    expect(keysOf(await search(`${q('celik')}&sort=newest`))).toEqual(['valve', 'lamp', 'pipe']);
    expect(keysOf(await search(`${q('çelik')}&sort=deadline`))).toHaveLength(3);
    expect((await search(`${q('çelik')}&city=${encodeURIComponent('İzmir')}`)).total).toBe(0);
  });
});

describe('GET /api/ads?q=…, where the words stand', () => {
  it('marks them in the title, else in a passage of the description or of a line', async () => {
    const page = await search(q('celik'));
    const item = (key: string) => page.items.find((entry) => entry.id === ids[key]);

    const pipe = item('pipe');
    expect(marked(pipe?.title ?? '', pipe?.match?.title ?? [])).toEqual(['Çelik']);
    expect(pipe?.match?.snippet).toBeNull();

    const valve = item('valve');
    expect(valve?.match?.title).toEqual([]);
    const passage = valve?.match?.snippet;
    expect(passage?.text).toMatch(
      /^…küresel vanalar arıyoruz\. Gövdesi paslanmaz çelik olmalı;.*sertifikalı\.$/,
    );
    expect(marked(passage?.text ?? '', passage?.ranges ?? [])).toEqual(['çelik']);

    const lamp = item('lamp')?.match?.snippet;
    expect(lamp).toEqual({ text: 'Çelik gövdeli projektör', ranges: [{ start: 0, end: 5 }] });
  });

  it('marks the stemmed forms and the typo’s word', async () => {
    const pipe = (await search(q('borular'))).items.find((entry) => entry.id === ids.pipe);
    expect(marked(pipe?.title ?? '', pipe?.match?.title ?? [])).toEqual(['boru']);
    const typo = (await search(q('celk'))).items.find((entry) => entry.id === ids.pipe);
    expect(marked(typo?.title ?? '', typo?.match?.title ?? [])).toEqual(['Çelik']);
  });

  it('sends no matches without a search', async () => {
    const page = await search('');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((entry) => entry.match === null)).toBe(true);
  });
});
