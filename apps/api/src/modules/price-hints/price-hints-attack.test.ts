import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PriceHintQuery } from '@teklifal/core';
import { orderItem } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { CompanyUser } from '../../test/procurement.ts';
import {
  askHint,
  giveTrackRecords,
  hintCompany,
  hintSectors,
  insertPastAward,
  NOW,
  type HintSectors,
} from './test-helpers.ts';

/**
 * Issue #27, as it was reported: one person controls three approved buyer companies and the
 * company asking; each of the three awards the line twice at 10.00 or 1000.00, next to one
 * real award at 123.45 by another buyer. The old rule answered the median 276.00 (with three
 * 10.00s), from which the real price comes back to ±0.25. The answer must not move with the
 * real price: asked with it at 123.45 and at 150.00, it is the same.
 */
let t: TestApp;
let sectors: HintSectors;
let seller: CompanyUser;
let victim: CompanyUser;

const query = (name: string): PriceHintQuery => ({
  sectorId: sectors.sector,
  unit: 'adet',
  currency: 'TRY',
  name,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp();
  sectors = await hintSectors(t.app);
  seller = await hintCompany(t.app, {
    name: 'Vida Dünyası A.Ş.',
    domain: 'vidadunyasi.com.tr',
    seller: true,
  });
  victim = await hintCompany(t.app, {
    name: 'Gerçek Alıcı A.Ş.',
    domain: 'gercek.com.tr',
    buyer: true,
  });
  await giveTrackRecords(t.app, [victim], seller, sectors.sector);
}, 120_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const setPrice = (orderItemId: string, unitPrice: string) =>
  t.app.db.update(orderItem).set({ unitPrice }).where(eq(orderItem.id, orderItemId));

/** The real buyer's award of the line `name`, at 123.45: its order line's id. */
const realAward = (name: string) =>
  insertPastAward(t.app, {
    buyer: victim,
    seller,
    sectorId: sectors.sector,
    name,
    unitPrice: '123.45',
  }).then(({ orderItemId }) => orderItemId);

/** The hint of line `name` that `asker` gets with the real award at each price in turn. */
async function answersFor(asker: CompanyUser, name: string, real: string, prices: string[]) {
  const answers = [];
  for (const price of prices) {
    await setPrice(real, price);
    const response = await askHint(t.app, asker, query(name));
    expect(response.statusCode, response.body).toBe(200);
    answers.push(response.json().hint);
  }
  return answers;
}

/** Colluding buyers' awards of line `name`: `tens` of them at 10.00, the rest at 1000.00. */
async function collude(name: string, buyers: CompanyUser[], perBuyer: number, tens: number) {
  const lines: string[] = [];
  for (const [i, buyer] of buyers.entries()) {
    for (let n = 0; n < perBuyer; n++) {
      const unitPrice = i * perBuyer + n < tens ? '10.00' : '1000.00';
      const { orderItemId } = await insertPastAward(t.app, {
        buyer,
        seller,
        sectorId: sectors.sector,
        name,
        unitPrice,
      });
      lines.push(orderItemId);
    }
  }
  return lines;
}

describe('issue #27: working back to one buyer’s price from the hint', () => {
  it('three companies of the asker’s own people: they do not count, the answer never moves', async () => {
    const person = (name: string, buyer = true) =>
      hintCompany(t.app, { name, domain: 'kontrol-grup.com.tr', buyer });
    const asker = await person('Kontrol Holding A.Ş.');
    const companies = [
      await person('Kontrol Gıda A.Ş.'),
      await person('Kontrol Tekstil A.Ş.'),
      await person('Kontrol Yapı A.Ş.'),
    ];
    await giveTrackRecords(t.app, companies, seller, sectors.sector);
    const name = 'Paslanmaz vida M8x40 DIN 933';
    await collude(name, companies, 2, 3);
    const real = await realAward(name);
    const [at123, at150] = await answersFor(asker, name, real, ['123.45', '150.00']);
    expect(at123).toEqual(at150);
    expect(at123).toBeNull();
  });

  it('six companies disguised as strangers: the answer does not move with the real price', async () => {
    const strangers = [];
    for (let i = 0; i < 6; i++) {
      strangers.push(
        await hintCompany(t.app, {
          name: `Yabancı ${i} Ltd. Şti.`,
          domain: `yabanci${i}.com.tr`,
          buyer: true,
        }),
      );
    }
    await giveTrackRecords(t.app, strangers, seller, sectors.sector);
    const asker = await hintCompany(t.app, {
      name: 'Meraklı A.Ş.',
      domain: 'merakli.com.tr',
      buyer: true,
    });
    const name = 'Paslanmaz somun M8 DIN 934';
    const lines = await collude(name, strangers, 1, 0);
    const real = await realAward(name);
    const outcome: Record<number, unknown> = {};
    for (const tens of [2, 3, 4]) {
      for (const [i, line] of lines.entries()) await setPrice(line, i < tens ? '10.00' : '1000.00');
      const [at123, at150] = await answersFor(asker, name, real, ['123.45', '150.00']);
      expect(at123, `${tens} at 10.00`).toEqual(at150);
      outcome[tens] = at123;
    }
    // Two at 10.00: the middle pair is theirs (1000.00 twice); else the middle parts: nothing.
    expect(outcome).toEqual({
      2: {
        low: '1000.00',
        high: '1200.00',
        awards: 7,
        currency: 'TRY',
        unit: 'adet',
        scope: 'sector',
      },
      3: null,
      4: null,
    });
  });
});
