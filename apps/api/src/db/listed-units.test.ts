import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNITS, type AdSnapshot } from '@teklifal/core';
import { adItem, bid, orderItem } from './schema/index.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  insertOrder,
  signedInCompany,
} from '../test/procurement.ts';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);
const LISTED_UNITS_MIGRATION = '0033_listed_units';

/** The database's own refusal (a CHECK constraint), whichever driver wraps it. */
async function refusedBy(work: Promise<unknown>): Promise<string | undefined> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the database accepted it').toBeDefined();
  const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } })
    .cause;
  expect(cause?.code).toBe('23514');
  return cause?.constraint ?? cause?.message;
}

/** A bid's copy of its ad (bid.adSnapshot) with these lines. */
const adSnapshot = (items: AdSnapshot['items']): AdSnapshot => ({
  deliveryCity: 'Ankara',
  deliveryAddress: 'Çankaya',
  deliveryDate: '2026-12-01',
  bidDeadline: '2026-11-30T12:00:00.000Z',
  paymentTerms: 'Peşin',
  items,
});

describe('units the API cannot answer', () => {
  let t: TestApp;
  let adId: string;
  let bidId: string;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const buyer = await signedInCompany(t.app, { buyer: true });
    const seller = await signedInCompany(t.app, { seller: true });
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(t.app.db),
    });
    adId = ad.id;
    bidId = (
      await insertBid(t.app.db, {
        adId,
        sellerCompanyId: seller.companyId,
        unitPrices: ['100', '20'],
        status: 'accepted',
      })
    ).id;
    orderId = (
      await insertOrder(t.app.db, {
        adId,
        bidId,
        buyerCompanyId: buyer.companyId,
        sellerCompanyId: seller.companyId,
      })
    ).id;
  });
  afterAll(() => t.close());

  it('are refused by the database on an ad line, an order line and a bid’s ad snapshot', async () => {
    const unlisted = 'm²' as (typeof UNITS)[number];
    expect(
      await refusedBy(
        t.app.db.insert(adItem).values({ adId, position: 9, name: 'Sac', unit: unlisted }),
      ),
    ).toContain('ad_item_unit_listed');
    expect(
      await refusedBy(
        t.app.db.update(orderItem).set({ unit: unlisted }).where(eq(orderItem.orderId, orderId)),
      ),
    ).toContain('order_item_unit_listed');
    const snapshot = adSnapshot([
      { id: 'x', name: 'Sac', specification: null, quantity: '1', unit: unlisted },
    ]);
    expect(
      await refusedBy(t.app.db.update(bid).set({ adSnapshot: snapshot }).where(eq(bid.id, bidId))),
    ).toContain('bid_ad_snapshot_units_listed');
  });

  it('leaves every listed unit accepted', async () => {
    await t.app.db
      .insert(adItem)
      .values(UNITS.map((unit, index) => ({ adId, position: 10 + index, name: unit, unit })));
    const snapshot = adSnapshot(
      UNITS.map((unit) => ({ id: unit, name: unit, specification: null, quantity: '1', unit })),
    );
    await t.app.db.update(bid).set({ adSnapshot: snapshot }).where(eq(bid.id, bidId));
    const [row] = await t.app.db.select().from(bid).where(eq(bid.id, bidId));
    expect(row?.adSnapshot?.items.map((item) => item.unit)).toEqual([...UNITS]);
  });
});

/** A bare database (no migration yet): an in-memory PGlite, or a new one on TEST_DATABASE_URL. */
async function bareDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite({ client });
    return {
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      query: async (text: string) => (await client.query<Record<string, unknown>>(text)).rows,
      run: async (text: string) => void (await client.exec(text)),
      close: () => client.close(),
    };
  }
  const name = `teklifal_units_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePostgres(client);
  return {
    migrate: (folder: string) => migratePostgres(db, { migrationsFolder: folder }),
    query: async (text: string) => (await client.query<Record<string, unknown>>(text)).rows,
    run: async (text: string) => void (await client.query(text)),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The migrations folder as it was before `tag`: the same files, the journal cut there. */
async function migrationsBefore(
  tag: string,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'teklifal-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

describe(`migration ${LISTED_UNITS_MIGRATION}`, () => {
  it('maps the units older releases wrote to listed ones before refusing unlisted units', async () => {
    const database = await bareDatabase();
    const before = await migrationsBefore(LISTED_UNITS_MIGRATION);
    try {
      await database.migrate(before.folder);
      // Rows a past release or an import left: no parents needed for what is checked here.
      await database.run(`begin;
        set local session_replication_role = replica;
        insert into ad_item (id, ad_id, position, name, unit) values
          ('i1', 'a', 0, 'Galvaniz sac', 'm²'), ('i2', 'a', 1, 'Hazır beton', 'M³ '),
          ('i3', 'a', 2, 'Koli', 'koli'), ('i4', 'a', 3, 'Kablo', 'makara');
        insert into order_item (id, order_id, position, name, quantity, unit, unit_price, line_total)
          values ('o1', 'o', 0, 'Galvaniz sac', 5, 'm²', 10, 50);
        insert into bid (id, ad_id, seller_company_id, buyer_company_id, currency, delivery_days,
            valid_until, payment_terms, ad_snapshot)
          values ('b1', 'a', 's', 'c', 'TRY', 5, '2026-12-01', 'Peşin',
            '{"items": [{"id": "i1", "unit": "m²"}, {"id": "i3", "unit": "koli"}]}');
        commit;`);
      await database.migrate(migrationsFolder);

      expect(await database.query('select id, unit from ad_item order by id')).toEqual([
        { id: 'i1', unit: 'm2' },
        { id: 'i2', unit: 'm3' },
        { id: 'i3', unit: 'koli' },
        { id: 'i4', unit: 'adet' },
      ]);
      expect(await database.query('select unit from order_item')).toEqual([{ unit: 'm2' }]);
      expect(await database.query(`select ad_snapshot->'items' as items from bid`)).toEqual([
        {
          items: [
            { id: 'i1', unit: 'm2' },
            { id: 'i3', unit: 'koli' },
          ],
        },
      ]);
      await expect(
        database.run(`begin;
          set local session_replication_role = replica;
          insert into ad_item (id, ad_id, position, name, unit) values ('i5', 'a', 4, 'Sac', 'm²');
          commit;`),
      ).rejects.toThrow(/ad_item_unit_listed/);
    } finally {
      await database.run('rollback').catch(() => {});
      await database.close();
      await before.remove();
    }
  });
});
