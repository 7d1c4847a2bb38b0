import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sector } from '../../../db/schema/index.ts';
import { useAdminWorld } from '../test-helpers.ts';

const w = useAdminWorld();

const create = (payload: Record<string, unknown>) => w.send('POST', '/api/admin/sectors', payload);

describe('POST /api/admin/sectors', () => {
  it('creates a top-level sector with a slug from the Turkish name, and an audit line', async () => {
    const response = await create({
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
    const [audit] = await w.auditOf('sector.created', response.json().id);
    expect(audit).toMatchObject({ actorUserId: w.admin.userId, entityType: 'sector' });
    expect(audit?.data).toMatchObject({
      slug: 'isitma-ve-sogutma-cozumleri',
      nameTr: 'Isıtma ve Soğutma Çözümleri',
      nameEn: 'Heating and Cooling Solutions',
      parentId: null,
      isActive: true,
    });
    expect(await w.sectorBySlug('isitma-ve-sogutma-cozumleri')).toMatchObject({
      id: response.json().id,
      nameEn: 'Heating and Cooling Solutions',
    });
  });

  it('keeps slugs unique with a numeric suffix', async () => {
    const first = await create({ nameTr: 'Çift Kayıt', nameEn: 'Duplicate' });
    const second = await create({ nameTr: 'ÇİFT KAYIT', nameEn: 'Duplicate again' });
    const third = await create({ nameTr: 'Çift kayıt', nameEn: 'Duplicate third' });
    expect([first, second, third].map((r) => r.json().slug)).toEqual([
      'cift-kayit',
      'cift-kayit-2',
      'cift-kayit-3',
    ]);
  });

  it('creates a child under a top-level sector, after its last sibling', async () => {
    const parent = (await w.sectorBySlug('insaat-yapi-malzemeleri'))!;
    const response = await create({
      nameTr: 'Prefabrik Yapılar',
      nameEn: 'Prefabricated Buildings',
      parentId: parent.id,
      isActive: false,
    });
    expect(response.statusCode).toBe(201);
    const siblings = await w.app.db.select().from(sector).where(eq(sector.parentId, parent.id));
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
    const child = (await w.sectorBySlug('insaat-yalitim'))!;
    const third = await create({
      nameTr: 'Üçüncü Seviye',
      nameEn: 'Third Level',
      parentId: child.id,
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toEqual([
      expect.objectContaining({ field: 'parentId', messageKey: 'admin.sectors.parentHasParent' }),
    ]);
    const unknown = await create({
      nameTr: 'Yetim Sektör',
      nameEn: 'Orphan Sector',
      parentId: 'yok',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('parentId');
    expect(unknown.json().errors[0].messageKey).toBe('admin.sectors.parentNotFound');
    expect(await w.sectorBySlug('ucuncu-seviye')).toBeUndefined();
    expect(await w.sectorBySlug('yetim-sektor')).toBeUndefined();
  });

  it('validates the names', async () => {
    const before = (await w.app.db.select().from(sector)).length;
    const response = await create({ nameTr: '', nameEn: 'A' });
    expect(response.statusCode).toBe(400);
    expect(
      response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    ).toEqual([
      ['nameTr', 'Türkçe ad zorunludur'],
      ['nameEn', 'İngilizce ad en az 2 karakter olmalıdır'],
    ]);
    expect(await w.app.db.select().from(sector)).toHaveLength(before);
  });
});
