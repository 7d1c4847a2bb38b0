import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PriceHintQuery } from '@teklifal/core';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { CompanyUser } from '../../test/procurement.ts';
import {
  askHint,
  daysBefore,
  hintWorld,
  insertPastAward,
  insertPastAwards,
  NOW,
  type HintWorld,
} from './test-helpers.ts';

let t: TestApp;
let w: HintWorld;

beforeAll(async () => {
  // The app's clock: every request below runs at NOW, the twelve months are counted from it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp();
  w = await hintWorld(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const query = (overrides: Partial<PriceHintQuery> = {}): PriceHintQuery => ({
  sectorId: w.sectors.sector,
  unit: 'adet',
  currency: 'TRY',
  name: 'Çift oluklu koli 40x30x30 cm',
  ...overrides,
});

const hintOf = async (overrides: Partial<PriceHintQuery> = {}) => {
  const response = await askHint(t.app, w.asker, query(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().hint;
};

describe('GET /api/price-hints: what is matched', () => {
  beforeAll(async () => {
    const { a, b, c } = w.buyers;
    const common = { seller: w.seller, sectorId: w.sectors.sector };
    await insertPastAwards(t.app, { ...common, name: 'Çift oluklu koli 40x30x30 cm' }, [
      [a, '10.00'],
      [b, '12.00'],
    ]);
    await insertPastAwards(t.app, { ...common, name: 'Oluklu mukavva koli 40x30x30' }, [
      [a, '11.00'],
      [b, '13.00'],
      [c, '14.00'],
    ]);
    // Like it, but not the same: other unit, other currency, other size, other sector group.
    await insertPastAwards(
      t.app,
      { ...common, name: 'Çift oluklu koli 40x30x30 cm', unit: 'koli' },
      [[c, '400']],
    );
    await insertPastAwards(
      t.app,
      { ...common, name: 'Çift oluklu koli 40x30x30 cm', currency: 'USD' },
      [[c, '0.40']],
    );
    await insertPastAwards(t.app, { ...common, name: 'Çift oluklu koli 60x40x40 cm' }, [[c, '90']]);
    await insertPastAwards(
      t.app,
      { ...common, name: 'Çift oluklu koli 40x30x30 cm', sectorId: w.sectors.elsewhere },
      [[c, '95']],
    );
  });

  it('same sector, unit, currency and a similar name: median and middle range, no more', async () => {
    const hint = await hintOf();
    expect(hint).toEqual({
      median: '12.00',
      low: '11.00',
      high: '13.00',
      awards: 5,
      currency: 'TRY',
      unit: 'adet',
      scope: 'sector',
    });
  });

  it('folds Turkish letters and case as search does', async () => {
    expect(await hintOf({ name: 'ÇİFT OLUKLU KOLİ 40X30X30' })).toMatchObject({ median: '12.00' });
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
    const response = await askHint(t.app, w.asker, query());
    const body = response.body;
    for (const company of [...Object.values(w.buyers), w.seller]) {
      expect(body).not.toContain(company.companyId);
      expect(body).not.toContain(company.companyName);
    }
    expect(Object.keys(response.json().hint).sort()).toEqual(
      ['awards', 'currency', 'high', 'low', 'median', 'scope', 'unit'].sort(),
    );
  });
});

describe('GET /api/price-hints: the anonymity threshold', () => {
  const line = (name: string) => ({ seller: w.seller, sectorId: w.sectors.sector, name });

  it('four awards by four buyers show nothing; a fifth award shows the hint', async () => {
    const { a, b, c, d, e } = w.buyers;
    const name = 'Kraft zarf 24x32 cm';
    await insertPastAwards(t.app, line(name), [
      [a, '2.00'],
      [b, '2.10'],
      [c, '2.20'],
      [d, '2.30'],
    ]);
    expect(await hintOf({ name })).toBeNull();
    await insertPastAward(t.app, { ...line(name), buyer: e, unitPrice: '2.40' });
    expect(await hintOf({ name })).toMatchObject({ awards: 5, median: '2.20' });
  });

  it('awards of two buyers show nothing however many; a third buyer makes the hint', async () => {
    const { a, b, c } = w.buyers;
    const name = 'Silikon mastar 310 ml';
    const awards: [CompanyUser, string][] = [
      [a, '80'],
      [a, '82'],
      [a, '84'],
      [b, '86'],
      [b, '88'],
      [b, '90'],
    ];
    for (const [index, [buyer, unitPrice]] of awards.entries()) {
      await insertPastAward(t.app, { ...line(name), buyer, unitPrice, at: daysBefore(20 - index) });
    }
    expect(await hintOf({ name })).toBeNull();
    await insertPastAward(t.app, { ...line(name), buyer: c, unitPrice: '92' });
    const hint = await hintOf({ name });
    // The two latest of a (82, 84) and of b (88, 90), and c's 92: no figure is one award's price.
    expect(hint).toMatchObject({ awards: 5, median: '87.60', low: '84.40', high: '90.00' });
  });
});

describe('GET /api/price-hints: which awards count', () => {
  const line = (name: string) => ({ seller: w.seller, sectorId: w.sectors.sector, name });

  it('only the last twelve months, measured from the app’s clock', async () => {
    const { a, b, c } = w.buyers;
    const name = 'Makine streç filmi 23 mikron';
    await insertPastAwards(t.app, { ...line(name), unit: 'rulo', at: daysBefore(10) }, [
      [a, '700'],
      [b, '720'],
      [c, '740'],
      [a, '760'],
    ]);
    // A year and a day before NOW: outside. Two days later it is inside the window.
    await insertPastAward(t.app, {
      ...line(name),
      unit: 'rulo',
      buyer: b,
      unitPrice: '780',
      at: daysBefore(366),
    });
    expect(await hintOf({ name, unit: 'rulo' })).toBeNull();
    vi.setSystemTime(daysBefore(2));
    try {
      expect(await hintOf({ name, unit: 'rulo' })).toMatchObject({ awards: 5, median: '740.00' });
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('cancelled and declined orders are no price anybody paid', async () => {
    const { a, b, c, d } = w.buyers;
    const name = 'Euro palet 80x120 ısıl işlemli';
    await insertPastAwards(t.app, line(name), [
      [a, '250'],
      [b, '260'],
      [c, '270'],
      [d, '280'],
    ]);
    await insertPastAward(t.app, {
      ...line(name),
      buyer: a,
      unitPrice: '900',
      status: 'cancelled',
    });
    await insertPastAward(t.app, { ...line(name), buyer: b, unitPrice: '910', status: 'declined' });
    expect(await hintOf({ name })).toBeNull();
    await insertPastAward(t.app, { ...line(name), buyer: c, unitPrice: '290', status: 'created' });
    expect(await hintOf({ name })).toMatchObject({ awards: 5, median: '270.00' });
  });

  it('the asker’s own awards never count, as buyer or as seller', async () => {
    const { a, b, c } = w.buyers;
    const name = 'Termal barkod etiketi 100x150';
    await insertPastAwards(t.app, { ...line(name), unit: 'rulo' }, [
      [a, '95'],
      [b, '97'],
      [c, '99'],
      [w.asker, '40'],
      [w.asker, '41'],
    ]);
    await insertPastAward(t.app, {
      ...line(name),
      unit: 'rulo',
      buyer: a,
      seller: w.asker,
      unitPrice: '42',
    });
    // Six awards by four buyers, but without the asker's only three: nothing to the asker.
    expect(await hintOf({ name, unit: 'rulo' })).toBeNull();
    // Another buyer counts all six, by four buyers: only the asker's own awards are left out.
    const response = await askHint(t.app, w.buyers.e, query({ name, unit: 'rulo' }));
    expect(response.json().hint).toMatchObject({ awards: 6 });
  });

  it('a busy buyer counts with its two latest awards only', async () => {
    const { a, b, c } = w.buyers;
    const name = 'Nitril eldiven pudrasız M beden';
    await insertPastAwards(t.app, { ...line(name), unit: 'koli' }, [
      [a, '100'],
      [a, '110'],
      [a, '120'],
      [a, '130'],
      [b, '140'],
      [c, '150'],
    ]);
    expect(await hintOf({ name, unit: 'koli' })).toBeNull();
  });
});

describe('GET /api/price-hints: who may ask, and what', () => {
  it('refuses visitors, companies that are not confirmed buyers', async () => {
    expect((await askHint(t.app, null, query())).statusCode).toBe(401);
    const seller = await askHint(t.app, w.sellerOnly, query());
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
      const response = await askHint(t.app, w.asker, query(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });
});
