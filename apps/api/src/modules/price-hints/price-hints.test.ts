import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceHintQuery } from '@teklifal/core';
import type { CompanyUser } from '../../test/procurement.ts';
import {
  askHint,
  daysBefore,
  insertPastAward,
  insertPastAwards,
  useHintWorld,
} from './test-helpers.ts';

const w = useHintWorld('Çift oluklu koli 40x30x30 cm');
const { query, hintOf } = w;

describe('GET /api/price-hints: what is matched', () => {
  beforeAll(async () => {
    const { a, b, c, d, e } = w.buyers;
    const common = { seller: w.seller, sectorId: w.sectors.sector };
    await insertPastAwards(w.app, { ...common, name: 'Çift oluklu koli 40x30x30 cm' }, [
      [a, '10.50'],
      [b, '11.00'],
    ]);
    await insertPastAwards(w.app, { ...common, name: 'Oluklu mukavva koli 40x30x30' }, [
      [c, '11.50'],
      [d, '11.80'],
      [e, '13.00'],
    ]);
    // Like it, but not the same: other unit, other currency, other size, other sector group.
    await insertPastAwards(
      w.app,
      { ...common, name: 'Çift oluklu koli 40x30x30 cm', unit: 'koli' },
      [[c, '400']],
    );
    await insertPastAwards(
      w.app,
      { ...common, name: 'Çift oluklu koli 40x30x30 cm', currency: 'USD' },
      [[c, '0.40']],
    );
    await insertPastAwards(w.app, { ...common, name: 'Çift oluklu koli 60x40x40 cm' }, [[c, '90']]);
    await insertPastAwards(
      w.app,
      { ...common, name: 'Çift oluklu koli 40x30x30 cm', sectorId: w.sectors.elsewhere },
      [[c, '95']],
    );
  });

  it('same sector, unit, currency and a similar name: the middle prices’ bucket, no more', async () => {
    const hint = await hintOf();
    // 10.50, 11.00, 11.50, 11.80, 13.00: the middle pair 11.50 and 11.80 lie in 10–12.
    expect(hint).toEqual({
      low: '10.00',
      high: '12.00',
      awards: 5,
      currency: 'TRY',
      unit: 'adet',
      scope: 'sector',
    });
  });

  it('folds Turkish letters and case as search does', async () => {
    expect(await hintOf({ name: 'ÇİFT OLUKLU KOLİ 40X30X30' })).toMatchObject({ low: '10.00' });
    expect(await hintOf({ name: 'cift oluklu koli 40x30x30 cm' })).toMatchObject({ awards: 5 });
  });

  it('nothing for another unit, currency, size or an unlike name', async () => {
    expect(await hintOf({ unit: 'kg' })).toBeNull();
    expect(await hintOf({ currency: 'EUR' })).toBeNull();
    expect(await hintOf({ name: 'Çift oluklu koli 50x30x30 cm' })).toBeNull();
    expect(await hintOf({ name: 'Nitril eldiven' })).toBeNull();
  });

  it('a sibling sector is answered from the sector group, an unrelated one not at all', async () => {
    expect(await hintOf({ sectorId: w.sectors.sibling })).toMatchObject({
      scope: 'sectorGroup',
      awards: 5,
    });
    expect(await hintOf({ sectorId: w.sectors.elsewhere })).toBeNull();
  });

  it('never names a company, an id or a date', async () => {
    const response = await askHint(w.app, w.asker, query());
    const body = response.body;
    for (const company of [...Object.values(w.buyers), w.seller]) {
      expect(body).not.toContain(company.companyId);
      expect(body).not.toContain(company.companyName);
    }
    expect(Object.keys(response.json().hint).sort()).toEqual(
      ['awards', 'currency', 'high', 'low', 'scope', 'unit'].sort(),
    );
  });
});

describe('GET /api/price-hints: the anonymity threshold', () => {
  const line = (name: string) => ({ seller: w.seller, sectorId: w.sectors.sector, name });

  it('four buyers show nothing; a fifth buyer shows the hint', async () => {
    const { a, b, c, d, e } = w.buyers;
    const name = 'Kraft zarf 24x32 cm';
    await insertPastAwards(w.app, line(name), [
      [a, '2.00'],
      [b, '2.10'],
      [c, '2.20'],
      [d, '2.30'],
    ]);
    expect(await hintOf({ name })).toBeNull();
    await insertPastAward(w.app, { ...line(name), buyer: e, unitPrice: '2.40' });
    expect(await hintOf({ name })).toMatchObject({ awards: 5, low: '2.00', high: '2.50' });
  });

  it('a busy buyer is one buyer, with its latest award', async () => {
    const { a, b, c, d, e } = w.buyers;
    const name = 'Silikon mastar 310 ml';
    const awards: [CompanyUser, string][] = [
      [b, '86'],
      [b, '88'],
      [b, '90'],
      [a, '80'],
      [a, '82'],
      [a, '84'],
      [c, '92'],
      [d, '85'],
    ];
    for (const [index, [buyer, unitPrice]] of awards.entries()) {
      await insertPastAward(w.app, { ...line(name), buyer, unitPrice, at: daysBefore(20 - index) });
    }
    // Eight awards, but four buyers: nothing.
    expect(await hintOf({ name })).toBeNull();
    await insertPastAward(w.app, { ...line(name), buyer: e, unitPrice: '87' });
    // b's 90, a's 84, c's 92, d's 85 and e's 87: the middle pair 87 and 90 lie in 80–100.
    expect(await hintOf({ name })).toMatchObject({ awards: 5, low: '80.00', high: '100.00' });
  });

  it('five buyers whose middle prices lie in two buckets show nothing', async () => {
    const { a, b, c, d, e } = w.buyers;
    const name = 'Ahşap palet 100x120';
    await insertPastAwards(w.app, line(name), [
      [a, '10.90'],
      [b, '11.20'],
      [c, '11.80'],
      [d, '12.30'],
      [e, '12.60'],
    ]);
    expect(await hintOf({ name })).toBeNull();
  });
});

describe('GET /api/price-hints: who may ask, and what', () => {
  it('refuses visitors, companies that are not confirmed buyers', async () => {
    expect((await askHint(w.app, null, query())).statusCode).toBe(401);
    const seller = await askHint(w.app, w.sellerOnly, query());
    expect(seller.statusCode).toBe(403);
    expect(seller.json().code).toBe('BUYER_NOT_CONFIRMED');
  });

  it('names the field it refuses', async () => {
    const cases: [Partial<PriceHintQuery>, string][] = [
      [{ name: 'ab' }, 'name'],
      [{ unit: 'kova' as PriceHintQuery['unit'] }, 'unit'],
      [{ currency: 'GBP' as PriceHintQuery['currency'] }, 'currency'],
      [{ sectorId: '' }, 'sectorId'],
    ];
    for (const [overrides, field] of cases) {
      const response = await askHint(w.app, w.asker, query(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });
});
