import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companySector, sector } from '../../db/schema/index.ts';
import { createCompany } from '../../test/factories.ts';
import { createTestApp, inject, signIn, signUpAndSignIn, type TestApp } from '../../test/helper.ts';

const ADMIN = { email: 'yonetici@teklifal.com.tr', password: 'Yonetici2026' };

let t: TestApp;
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ admin: ADMIN });
  admin = await signIn(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  cookie = admin.cookie,
) => inject(t.app, { method, url, payload, cookie });

async function sectorBySlug(slug: string) {
  const [row] = await t.app.db.select().from(sector).where(eq(sector.slug, slug));
  return row;
}

describe('access to /api/admin/sectors', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403)', async () => {
    const ordinary = await signUpAndSignIn(t.app);
    const any = (await sectorBySlug('insaat-yalitim'))!;
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/sectors'],
      ['POST', '/api/admin/sectors', { nameTr: 'Deneme Sektörü', nameEn: 'Test Sector' }],
      ['PATCH', `/api/admin/sectors/${any.id}`, { isActive: false }],
      ['DELETE', `/api/admin/sectors/${any.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await inject(t.app, { method, url, payload })).statusCode).toBe(401);
      expect(
        (await inject(t.app, { method, url, payload, cookie: ordinary.cookie })).statusCode,
      ).toBe(403);
    }
    expect(await sectorBySlug('deneme-sektoru')).toBeUndefined();
    expect((await sectorBySlug('insaat-yalitim'))?.isActive).toBe(true);
  });
});

describe('GET /api/admin/sectors', () => {
  it('answers the two-level tree with inactive sectors and usage counts', async () => {
    const child = (await sectorBySlug('insaat-cimento-beton'))!;
    await t.app.db.update(sector).set({ isActive: false }).where(eq(sector.id, child.id));
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    await t.app.db.insert(companySector).values({ companyId: row.id, sectorId: child.id });

    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/sectors',
      cookie: admin.cookie,
    });
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
    await t.app.db.update(sector).set({ isActive: true }).where(eq(sector.id, child.id));
  });
});

describe('POST /api/admin/sectors', () => {
  it('creates a top-level sector with a slug from the Turkish name, and an audit line', async () => {
    const response = await send('POST', '/api/admin/sectors', {
      nameTr: 'Isıtma ve Soğutma Çözümleri',
      nameEn: 'Heating and Cooling Solutions',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      slug: 'isitma-ve-sogutma-cozumleri',
      parentId: null,
      isActive: true,
      companyCount: 0,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, response.json().id), eq(auditLog.action, 'sector.created')));
    expect(audit).toMatchObject({ actorUserId: admin.userId, entityType: 'sector' });
  });

  it('keeps slugs unique with a numeric suffix', async () => {
    const first = await send('POST', '/api/admin/sectors', {
      nameTr: 'Çift Kayıt',
      nameEn: 'Duplicate',
    });
    const second = await send('POST', '/api/admin/sectors', {
      nameTr: 'ÇİFT KAYIT',
      nameEn: 'Duplicate again',
    });
    const third = await send('POST', '/api/admin/sectors', {
      nameTr: 'Çift kayıt',
      nameEn: 'Duplicate third',
    });
    expect([first, second, third].map((r) => r.json().slug)).toEqual([
      'cift-kayit',
      'cift-kayit-2',
      'cift-kayit-3',
    ]);
  });

  it('creates a child under a top-level sector, after its last sibling', async () => {
    const parent = (await sectorBySlug('insaat-yapi-malzemeleri'))!;
    const response = await send('POST', '/api/admin/sectors', {
      nameTr: 'Prefabrik Yapılar',
      nameEn: 'Prefabricated Buildings',
      parentId: parent.id,
      isActive: false,
    });
    expect(response.statusCode).toBe(201);
    const siblings = await t.app.db.select().from(sector).where(eq(sector.parentId, parent.id));
    const maxOrder = Math.max(
      ...siblings.filter((s) => s.id !== response.json().id).map((s) => s.sortOrder),
    );
    expect(response.json()).toMatchObject({
      parentId: parent.id,
      isActive: false,
      sortOrder: maxOrder + 1,
    });
  });

  it('refuses a third level and an unknown parent (400 naming parentId)', async () => {
    const child = (await sectorBySlug('insaat-yalitim'))!;
    const third = await send('POST', '/api/admin/sectors', {
      nameTr: 'Üçüncü Seviye',
      nameEn: 'Third Level',
      parentId: child.id,
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toEqual([
      expect.objectContaining({ field: 'parentId', messageKey: 'admin.sectors.parentHasParent' }),
    ]);
    const unknown = await send('POST', '/api/admin/sectors', {
      nameTr: 'Yetim Sektör',
      nameEn: 'Orphan Sector',
      parentId: 'yok',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('parentId');
    expect(await sectorBySlug('ucuncu-seviye')).toBeUndefined();
    expect(await sectorBySlug('yetim-sektor')).toBeUndefined();
  });

  it('validates the names', async () => {
    const response = await send('POST', '/api/admin/sectors', { nameTr: '', nameEn: 'A' });
    expect(response.statusCode).toBe(400);
    expect(
      response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    ).toEqual([
      ['nameTr', 'Türkçe ad zorunludur'],
      ['nameEn', 'İngilizce ad en az 2 karakter olmalıdır'],
    ]);
  });
});

describe('PATCH /api/admin/sectors/:id', () => {
  it('renames, reorders and deactivates, keeping the slug', async () => {
    const created = (
      await send('POST', '/api/admin/sectors', { nameTr: 'Eski Ad', nameEn: 'Old Name' })
    ).json();
    const response = await send('PATCH', `/api/admin/sectors/${created.id}`, {
      nameTr: 'Yeni Ad',
      nameEn: 'New Name',
      sortOrder: 42,
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'eski-ad',
      nameTr: 'Yeni Ad',
      nameEn: 'New Name',
      sortOrder: 42,
      isActive: false,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'sector.updated')));
    expect(audit?.data).toMatchObject({
      before: { nameTr: 'Eski Ad', isActive: true },
      after: { nameTr: 'Yeni Ad', isActive: false },
    });
  });

  it('keeps two levels when moving sectors', async () => {
    const parent = (await sectorBySlug('insaat-yapi-malzemeleri'))!;
    const otherParent = (await sectorBySlug(
      (await t.app.db.select().from(sector)).find((s) => s.parentId === null && s.id !== parent.id)!
        .slug,
    ))!;
    const child = (await sectorBySlug('insaat-yalitim'))!;
    const underChild = await send('PATCH', `/api/admin/sectors/${otherParent.id}`, {
      parentId: child.id,
    });
    expect(underChild.statusCode).toBe(400);
    expect(underChild.json().errors[0].field).toBe('parentId');
    const withChildren = await send('PATCH', `/api/admin/sectors/${parent.id}`, {
      parentId: otherParent.id,
    });
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().errors[0].messageKey).toBe('admin.sectors.hasChildrenCannotMove');
    const self = await send('PATCH', `/api/admin/sectors/${parent.id}`, { parentId: parent.id });
    expect(self.statusCode).toBe(400);
    expect((await sectorBySlug('insaat-yapi-malzemeleri'))?.parentId).toBeNull();

    const leaf = (
      await send('POST', '/api/admin/sectors', { nameTr: 'Taşınan', nameEn: 'Moved' })
    ).json();
    const moved = await send('PATCH', `/api/admin/sectors/${leaf.id}`, { parentId: parent.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parentId).toBe(parent.id);
    const back = await send('PATCH', `/api/admin/sectors/${leaf.id}`, { parentId: null });
    expect(back.json().parentId).toBeNull();
  });

  it('answers 404 for an unknown sector', async () => {
    expect((await send('PATCH', '/api/admin/sectors/yok', { isActive: false })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/admin/sectors/:id', () => {
  it('deletes an unused leaf with an audit line', async () => {
    const created = (
      await send('POST', '/api/admin/sectors', { nameTr: 'Silinecek', nameEn: 'To Delete' })
    ).json();
    const response = await send('DELETE', `/api/admin/sectors/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await sectorBySlug('silinecek')).toBeUndefined();
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'sector.deleted')));
    expect(audit?.actorUserId).toBe(admin.userId);
  });

  it('refuses (409) a sector that companies use, suggesting to deactivate it', async () => {
    const used = (await sectorBySlug('insaat-demir-celik'))!;
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    await t.app.db.insert(companySector).values({ companyId: row.id, sectorId: used.id });
    const response = await send('DELETE', `/api/admin/sectors/${used.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'Bu sektörü 1 şirket kullanıyor; silinemez. Bunun yerine sektörü pasif hale getirin.',
    });
    expect(await sectorBySlug('insaat-demir-celik')).toBeDefined();
  });

  it('refuses (409) a sector with children', async () => {
    const parent = (await sectorBySlug('insaat-yapi-malzemeleri'))!;
    const response = await send('DELETE', `/api/admin/sectors/${parent.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('alt sektörü var');
    expect(await sectorBySlug('insaat-yapi-malzemeleri')).toBeDefined();
  });
});
