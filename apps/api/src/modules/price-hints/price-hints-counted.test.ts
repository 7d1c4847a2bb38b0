import { describe, expect, it, vi } from 'vitest';
import {
  askHint,
  daysBefore,
  giveTrackRecords,
  hintCompany,
  insertPastAward,
  insertPastAwards,
  NOW,
  useHintWorld,
} from './test-helpers.ts';

/**
 * Which past awards stand behind a hint (issues #14, #27): the window, agreed orders only, never
 * the asker's own or its people's, and only buyers that have traded with others for a while.
 */
const w = useHintWorld('Makine streç filmi 23 mikron');
const { query, hintOf } = w;

describe('GET /api/price-hints: which awards count', () => {
  const line = (name: string) => ({ seller: w.seller, sectorId: w.sectors.sector, name });

  it('only the last twelve months, measured from the app’s clock', async () => {
    const { a, b, c, d, e } = w.buyers;
    const name = 'Makine streç filmi 23 mikron';
    await insertPastAwards(w.app, { ...line(name), unit: 'rulo', at: daysBefore(10) }, [
      [a, '700'],
      [b, '720'],
      [c, '740'],
      [d, '760'],
    ]);
    // A year and a day before NOW: outside. Two days later it is inside the window.
    await insertPastAward(w.app, {
      ...line(name),
      unit: 'rulo',
      buyer: e,
      unitPrice: '780',
      at: daysBefore(366),
    });
    expect(await hintOf({ name, unit: 'rulo' })).toBeNull();
    vi.setSystemTime(daysBefore(2));
    try {
      expect(await hintOf({ name, unit: 'rulo' })).toMatchObject({
        awards: 5,
        low: '600.00',
        high: '800.00',
      });
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('cancelled and declined orders are no price anybody paid', async () => {
    const { a, b, c, d, e } = w.buyers;
    const name = 'Euro palet 80x120 ısıl işlemli';
    await insertPastAwards(w.app, line(name), [
      [a, '250'],
      [b, '260'],
      [c, '270'],
      [d, '280'],
    ]);
    await insertPastAward(w.app, {
      ...line(name),
      buyer: a,
      unitPrice: '900',
      status: 'cancelled',
    });
    await insertPastAward(w.app, { ...line(name), buyer: b, unitPrice: '910', status: 'declined' });
    expect(await hintOf({ name })).toBeNull();
    await insertPastAward(w.app, { ...line(name), buyer: e, unitPrice: '290', status: 'created' });
    expect(await hintOf({ name })).toMatchObject({ awards: 5, low: '250.00', high: '300.00' });
  });

  it('the asker’s own awards never count, as buyer or as seller', async () => {
    const { a, b, c, d, e, f } = w.buyers;
    const name = 'Termal barkod etiketi 100x150';
    await insertPastAwards(w.app, { ...line(name), unit: 'rulo' }, [
      [a, '95'],
      [b, '97'],
      [c, '99'],
      [d, '96'],
      [w.asker, '40'],
    ]);
    await insertPastAward(w.app, {
      ...line(name),
      unit: 'rulo',
      buyer: f,
      seller: w.asker,
      unitPrice: '42',
    });
    // Six awards by six buyers, but without the asker's only four: nothing to the asker.
    expect(await hintOf({ name, unit: 'rulo' })).toBeNull();
    // Another buyer counts all six: only the asker's own awards are left out.
    const response = await askHint(w.app, e, query({ name, unit: 'rulo' }));
    expect(response.json().hint).toMatchObject({ awards: 6, low: '80.00', high: '100.00' });
  });

  it('a buyer counts once it has traded with others for ninety days', async () => {
    const { a, b, c, d } = w.buyers;
    const name = 'Endüstriyel temizlik bezi';
    const newcomer = await hintCompany(w.app, {
      name: 'Yeni Kurulan A.Ş.',
      domain: 'yenikurulan.com.tr',
      buyer: true,
    });
    await insertPastAwards(w.app, { ...line(name), unit: 'kg' }, [
      [a, '60'],
      [b, '62'],
      [c, '64'],
      [d, '66'],
      [newcomer, '63'],
    ]);
    expect(await hintOf({ name, unit: 'kg' })).toBeNull();
    // Bought before, but only from the asker: no trading with others.
    await insertPastAward(w.app, {
      ...line('Yıllık jeneratör bakım hizmeti'),
      buyer: newcomer,
      seller: w.asker,
      unitPrice: '5000',
      at: daysBefore(120),
    });
    expect(await hintOf({ name, unit: 'kg' })).toBeNull();
    // A completed order from an unrelated seller a month ago: not long enough yet.
    await insertPastAward(w.app, {
      ...line('Yıllık jeneratör bakım hizmeti'),
      buyer: newcomer,
      unitPrice: '5000',
      at: daysBefore(30),
    });
    expect(await hintOf({ name, unit: 'kg' })).toBeNull();
    // One from ninety-one days ago: a trading history, the newcomer counts.
    await insertPastAward(w.app, {
      ...line('Yıllık jeneratör bakım hizmeti'),
      buyer: newcomer,
      unitPrice: '5000',
      at: daysBefore(91),
    });
    expect(await hintOf({ name, unit: 'kg' })).toMatchObject({
      awards: 5,
      low: '60.00',
      high: '80.00',
    });
  });

  it('companies of the asker’s people count for nothing', async () => {
    const { a, b, c, d, e } = w.buyers;
    const name = 'Kartuş toner siyah 85A';
    const kin = await hintCompany(w.app, {
      name: 'Soran Alıcı Lojistik A.Ş.',
      domain: 'soranalici.com.tr',
      buyer: true,
    });
    await giveTrackRecords(w.app, [kin], w.seller, w.sectors.sector);
    await insertPastAwards(w.app, line(name), [
      [a, '1500'],
      [b, '1550'],
      [c, '1600'],
      [kin, '1580'],
    ]);
    expect(await hintOf({ name })).toBeNull();
    // Another buyer counts the asker's kin as a buyer like the others: four, then five.
    const other = await askHint(w.app, e, query({ name }));
    expect(other.json().hint).toBeNull();
    await insertPastAward(w.app, { ...line(name), buyer: d, unitPrice: '1620' });
    expect((await askHint(w.app, e, query({ name }))).json().hint).toMatchObject({ awards: 5 });
    expect(await hintOf({ name })).toBeNull();
  });
});
