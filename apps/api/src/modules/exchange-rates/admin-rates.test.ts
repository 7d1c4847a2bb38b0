import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exchangeRate, user } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/helper.ts';
import { useStaffWorld } from '../../test/staff-world.ts';

/** The back office's exchange rates: the stored rates, listed and filtered, and staff's own. */

const w = useStaffWorld();
let adminName: string;

beforeAll(async () => {
  const [admin] = await w.app.db.select().from(user).where(eq(user.id, w.admin.userId));
  adminName = admin?.name ?? '';
  const fetched = (day: string, currency: 'USD' | 'EUR', rate: string, publishedDay = day) => ({
    day,
    currency,
    source: 'tcmb' as const,
    rate,
    publishedDay,
  });
  await w.app.db
    .insert(exchangeRate)
    .values([
      fetched('2026-11-20', 'USD', '34.500000'),
      fetched('2026-11-20', 'EUR', '36.000000'),
      fetched('2026-11-21', 'USD', '34.500000', '2026-11-20'),
      fetched('2026-11-23', 'USD', '34.600000'),
      fetched('2026-11-23', 'EUR', '36.100000'),
    ]);
});

const list = (query = '', cookie?: string | null) =>
  w.send('GET', `/api/admin/exchange-rates${query}`, undefined, cookie);
const enter = (payload: Record<string, unknown>, cookie?: string | null) =>
  w.send('PUT', '/api/admin/exchange-rates', payload, cookie);

describe('the list of rates', () => {
  it('is newest day first, a page at a time, with the bulletin’s own day', async () => {
    const first = await list('?pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.json().items.map((r: { day: string; currency: string }) => r.currency)).toEqual([
      'EUR',
      'USD',
    ]);
    const second = (await list('?pageSize=2&page=2')).json();
    expect(second.items).toEqual([
      expect.objectContaining({
        day: '2026-11-21',
        currency: 'USD',
        source: 'tcmb',
        rate: '34.500000',
        publishedDay: '2026-11-20',
        enteredBy: null,
      }),
      expect.objectContaining({ day: '2026-11-20', currency: 'EUR' }),
    ]);
  });

  it('filters by currency and a range of days (both ends included)', async () => {
    const dollars = (await list('?currency=USD&from=2026-11-21&to=2026-11-23')).json();
    expect(dollars.total).toBe(2);
    expect(dollars.items.map((r: { day: string }) => r.day)).toEqual(['2026-11-23', '2026-11-21']);
    const none = (await list('?from=2026-12-01')).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a filter it cannot read, naming the field, in the caller’s language', async () => {
    const lira = await list('?currency=TRY');
    expect(lira.statusCode).toBe(400);
    expect(lira.json().errors[0]).toMatchObject({
      field: 'currency',
      message: 'Para birimi izin verilen değerlerden biri olmalıdır',
    });
    const day = await w.app.inject({
      method: 'GET',
      url: '/api/admin/exchange-rates?from=2026-02-30',
      headers: { cookie: w.admin.cookie, 'accept-language': 'en' },
    });
    expect(day.json().errors[0]).toMatchObject({
      field: 'from',
      message: 'From day must be a valid date',
    });
  });

  it('is for the platform’s staff only', async () => {
    const member = await signUpAndSignIn(w.app);
    expect((await list('', member.cookie)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});

describe('a rate staff enter', () => {
  it('is listed beside the fetched one with who entered it, and overwritten when entered again', async () => {
    expect((await enter({ day: '2026-11-23', currency: 'USD', rate: '34,65' })).statusCode).toBe(
      204,
    );
    expect((await enter({ day: '2026-11-23', currency: 'USD', rate: '34,7' })).statusCode).toBe(
      204,
    );
    const rows = (await list('?currency=USD&from=2026-11-23&to=2026-11-23')).json().items;
    expect(rows).toEqual([
      expect.objectContaining({ source: 'tcmb', rate: '34.600000', enteredBy: null }),
      expect.objectContaining({
        source: 'manual',
        rate: '34.700000',
        publishedDay: '2026-11-23',
        enteredBy: { id: w.admin.userId, name: adminName },
      }),
    ]);
    expect(await w.auditOf('exchangeRate.entered', '2026-11-23:USD')).toHaveLength(2);
  });

  it('reads a dot as the decimal point, as English writes it (a rate is never in thousands)', async () => {
    expect((await enter({ day: '2026-11-24', currency: 'EUR', rate: '36.125' })).statusCode).toBe(
      204,
    );
    const [row] = (await list('?currency=EUR&from=2026-11-24&to=2026-11-24')).json().items;
    expect(row).toMatchObject({ source: 'manual', rate: '36.125000' });
  });

  it('is refused field by field, in Turkish and English', async () => {
    const tr = await enter({ day: '2026-13-01', currency: 'TRY', rate: 'abc' });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Gün geçerli bir tarih olmalıdır',
      'Para birimi izin verilen değerlerden biri olmalıdır',
      'Kur (₺) geçerli bir sayı olmalıdır',
    ]);
    const en = await w.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      payload: { day: '', currency: 'USD', rate: '1,1234567' },
      headers: {
        cookie: w.admin.cookie,
        origin: 'http://localhost:3000',
        'accept-language': 'en',
      },
    });
    expect(en.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Day is required',
      'Rate (₺) may have at most 6 decimal places',
    ]);
  });
});
