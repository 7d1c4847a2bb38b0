import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdPriceHints, PriceHintAnswer } from '@teklifal/core';
import { ad, sector } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { signInDemo, type DemoSession } from './client.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
let buyer: DemoSession;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  buyer = await signInDemo(t.app, 'ayse@anadolugida.demo', DEMO_PASSWORD);
}, 240_000);
afterAll(() => t.close());

async function demoAdId(title: string) {
  const [row] = await t.app.db.select({ id: ad.id }).from(ad).where(eq(ad.title, title));
  if (!row) throw new Error(`no demo ad ${title}`);
  return row.id;
}

const hintsOf = async (title: string) => {
  const answer = await buyer.get<AdPriceHints>(`/api/ads/${await demoAdId(title)}/price-hints`);
  return answer.lines.map((line) => line.hint);
};

describe('the demo’s past awards (#14)', () => {
  it('give the demo buyer hints on its boxes and safety lines; the rarely bought box has none', async () => {
    const [box, largeBox, tape] = await hintsOf('Oluklu mukavva koli ve ambalaj bandı alımı');
    expect(box).toMatchObject({ unit: 'adet', currency: 'TRY', scope: 'sector' });
    expect(box?.awards).toBeGreaterThanOrEqual(5);
    expect(tape).toMatchObject({ unit: 'rulo' });
    expect(largeBox).toBeNull();
    const safety = await hintsOf('İş güvenliği ekipmanları (baret, eldiven, gözlük)');
    expect(safety.every((hint) => hint !== null)).toBe(true);
  });

  it('answer a line being written the same way', async () => {
    const [row] = await t.app.db
      .select({ id: sector.id })
      .from(sector)
      .where(eq(sector.slug, 'is-kisisel-koruyucu'));
    const query = new URLSearchParams({
      sectorId: row?.id ?? '',
      unit: 'çift',
      currency: 'TRY',
      name: 'Nitril eldiven',
    });
    const answer = await buyer.get<PriceHintAnswer>(`/api/price-hints?${query}`);
    expect(answer.hint).toMatchObject({ unit: 'çift', awards: 5 });
  });
});
