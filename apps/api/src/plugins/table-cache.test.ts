import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { page, sector } from '../db/schema/index.ts';
import { writeSetting, DEFAULT_SETTINGS } from '../lib/settings.ts';
import { createTwoInstances, eventually, inject, signIn } from '../test/helper.ts';

/** Two API instances on one database, as behind a load balancer. */
let first: FastifyInstance;
let second: FastifyInstance;
let closeBoth: () => Promise<void>;

beforeAll(async () => {
  ({
    first,
    second,
    close: closeBoth,
  } = await createTwoInstances({
    admin: { email: 'admin@teklifal.test', password: 'Yonetici2026' },
  }));
});
afterAll(() => closeBoth());

const get = async (app: FastifyInstance, url: string) => {
  const response = await inject(app, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('public documents kept in memory', () => {
  it('serve the same answer again without asking the database', async () => {
    const tableWrites = second.tableWrites;
    if (tableWrites) {
      // The embedded database's client sees every statement: nothing behind its back, so the
      // proof is that the second answer sent no statement at all.
      await get(second, '/api/settings/seo');
      const read: string[] = [];
      await tableWrites.readsOf(
        (table) => read.push(table),
        () => get(second, '/api/settings/seo'),
      );
      expect(read).toEqual([]);
      return;
    }
    // Each instance seeds the base data as it starts, and those notices may still be on their way
    // to `second`, dropping its copy once more: a few tries tell a late notice from no cache.
    let servedFromMemory = false;
    for (let attempt = 1; attempt <= 5 && !servedFromMemory; attempt++) {
      const before = await get(second, '/api/settings/seo');
      // Written behind the cache's back, with the trigger disabled for this statement only.
      await second.db.transaction(async (tx) => {
        await tx.execute(sql`alter table "setting" disable trigger "setting_changed"`);
        await writeSetting(tx, 'seo', { ...DEFAULT_SETTINGS.seo, siteTitle: `Gizli ${attempt}` });
        await tx.execute(sql`alter table "setting" enable trigger "setting_changed"`);
      });
      servedFromMemory = isDeepStrictEqual(await get(second, '/api/settings/seo'), before);
    }
    expect(servedFromMemory).toBe(true);
    await writeSetting(first.db, 'seo', DEFAULT_SETTINGS.seo);
  });

  it('follow a settings change written through the other instance', async () => {
    await get(second, '/api/settings/seo');
    await writeSetting(first.db, 'seo', { ...DEFAULT_SETTINGS.seo, siteTitle: 'Yeni Başlık' });
    await eventually(async () =>
      expect((await get(second, '/api/settings/seo')).siteTitle).toBe('Yeni Başlık'),
    );
  });

  it('follow a sector switched off by plain SQL', async () => {
    const { items } = await get(second, '/api/sectors');
    const target = items[0] as { id: string };
    await first.db.update(sector).set({ isActive: false }).where(eq(sector.id, target.id));
    await eventually(async () => {
      const after = (await get(second, '/api/sectors')).items as { id: string }[];
      expect(after.map((s) => s.id)).not.toContain(target.id);
    });
  });

  it('follow a content page edit, and keep each page apart', async () => {
    const kvkk = await get(second, '/api/pages/kvkk');
    const terms = await get(second, '/api/pages/terms');
    expect(kvkk.title).not.toBe(terms.title);
    await first.db.update(page).set({ title: 'KVKK (güncel)' }).where(eq(page.slug, 'kvkk'));
    await eventually(async () =>
      expect((await get(second, '/api/pages/kvkk')).title).toBe('KVKK (güncel)'),
    );
    expect((await get(second, '/api/pages/terms')).title).toBe(terms.title);
  });

  it("follow a back-office edit on the editor's own instance before any notice", async () => {
    const { cookie } = await signIn(second, 'admin@teklifal.test', 'Yonetici2026');
    const before = await get(second, '/api/settings/seo');
    await second.db.execute(sql`alter table "setting" disable trigger "setting_changed"`);
    try {
      const edit = await inject(second, {
        method: 'PUT',
        url: '/api/admin/settings/seo',
        cookie,
        payload: { siteTitle: 'Editörün Başlığı' },
      });
      expect(edit.statusCode).toBe(200);
      expect((await get(second, '/api/settings/seo')).siteTitle).toBe('Editörün Başlığı');
    } finally {
      await second.db.execute(sql`alter table "setting" enable trigger "setting_changed"`);
    }
    await writeSetting(first.db, 'seo', before);
  });
});
