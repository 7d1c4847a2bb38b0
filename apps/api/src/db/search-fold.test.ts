import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { foldForSearch, toTurkishLower } from '@teklifal/core';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { anySectorId, insertAd, signedInCompany } from '../test/procurement.ts';
import { searchWord } from './schema/index.ts';
import { foldedSql } from './search-fold.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAMPLES = [
  'IŞIK Elektrik',
  'İSTANBUL',
  'Çankırı',
  'Çağrı Güneş Öztürk',
  'Hâl ve Kâğıt, Ûlu Îmal',
  'Paslanmaz ÇELİK boru 3/4"',
];

describe('the database folds as core does', () => {
  it('foldedSql gives foldForSearch’s text', async () => {
    for (const text of SAMPLES) {
      const result = (await t.app.db.execute(
        sql`select ${foldedSql(sql`${text}::text`)} as f`,
      )) as {
        rows: { f: string }[];
      };
      expect(result.rows[0]?.f).toBe(foldForSearch(text));
    }
  });

  it('the search vocabulary the trigger keeps is the ads’ words folded by foldForSearch', async () => {
    const buyer = await signedInCompany(t.app, { buyer: true });
    await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(t.app.db),
      title: SAMPLES.join(' '),
    });
    const words = await t.app.db.select().from(searchWord);
    const expected = toTurkishLower(SAMPLES.join(' '))
      .split(/[^0-9a-zçğıöşüâîû]+/)
      .filter((word) => word.length >= 3);
    expect(words.map((row) => row.word).sort()).toEqual([...new Set(expected)].sort());
    for (const row of words) expect(row.folded).toBe(foldForSearch(row.word));
  });
});
