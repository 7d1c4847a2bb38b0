import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companySector, sector } from '../../db/schema/index.ts';
import { createCompany } from '../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { useAdminWorld } from './test-helpers.ts';

// Creating, editing and deleting sectors are tested beside their commands (commands/*.test.ts).
const w = useAdminWorld();

describe('access to /api/admin/sectors', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403)', async () => {
    const ordinary = await signUpAndSignIn(w.app);
    const any = (await w.sectorBySlug('insaat-yalitim'))!;
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/sectors'],
      ['POST', '/api/admin/sectors', { nameTr: 'Deneme Sektörü', nameEn: 'Test Sector' }],
      ['PATCH', `/api/admin/sectors/${any.id}`, { isActive: false }],
      ['DELETE', `/api/admin/sectors/${any.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await inject(w.app, { method, url, payload })).statusCode).toBe(401);
      expect(
        (await inject(w.app, { method, url, payload, cookie: ordinary.cookie })).statusCode,
      ).toBe(403);
    }
    expect(await w.sectorBySlug('deneme-sektoru')).toBeUndefined();
    expect((await w.sectorBySlug('insaat-yalitim'))?.isActive).toBe(true);
  });
});

describe('GET /api/admin/sectors', () => {
  it('answers the two-level tree with inactive sectors and usage counts', async () => {
    const child = (await w.sectorBySlug('insaat-cimento-beton'))!;
    await w.app.db.update(sector).set({ isActive: false }).where(eq(sector.id, child.id));
    const owner = await signUpAndSignIn(w.app);
    const row = await createCompany(w.app.db, { adminUserId: owner.userId });
    await w.app.db.insert(companySector).values({ companyId: row.id, sectorId: child.id });

    const response = await w.send('GET', '/api/admin/sectors');
    expect(response.statusCode).toBe(200);
    const tree = response.json() as {
      id: string;
      parentId: string | null;
      children: { id: string; isActive: boolean; companyCount: number }[];
    }[];
    expect(tree.length).toBeGreaterThan(5);
    expect(tree.every((node) => node.parentId === null)).toBe(true);
    const parent = tree.find((node) => node.id === child.parentId)!;
    expect(parent.children).toContainEqual(
      expect.objectContaining({ id: child.id, isActive: false, companyCount: 1 }),
    );
    await w.app.db.update(sector).set({ isActive: true }).where(eq(sector.id, child.id));
  });
});
