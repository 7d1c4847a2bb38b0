import { describe, expect, it } from 'vitest';
import { sector } from '../../../db/schema/index.ts';
import { useAdminWorld } from '../test-helpers.ts';

const w = useAdminWorld();

const create = async (nameTr: string, nameEn: string) => {
  const response = await w.send('POST', '/api/admin/sectors', { nameTr, nameEn });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; slug: string };
};
const update = (id: string, payload: Record<string, unknown>) =>
  w.send('PATCH', `/api/admin/sectors/${id}`, payload);

describe('PATCH /api/admin/sectors/:id', () => {
  it('renames, reorders and deactivates, keeping the slug', async () => {
    const created = await create('Eski Ad', 'Old Name');
    const response = await update(created.id, {
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
    const [audit] = await w.auditOf('sector.updated', created.id);
    expect(audit?.data).toMatchObject({
      before: { nameTr: 'Eski Ad', isActive: true },
      after: { nameTr: 'Yeni Ad', isActive: false },
    });
  });

  it('keeps two levels when moving sectors', async () => {
    const parent = (await w.sectorBySlug('insaat-yapi-malzemeleri'))!;
    const otherParent = (await w.sectorBySlug(
      (await w.app.db.select().from(sector)).find((s) => s.parentId === null && s.id !== parent.id)!
        .slug,
    ))!;
    const child = (await w.sectorBySlug('insaat-yalitim'))!;
    const underChild = await update(otherParent.id, { parentId: child.id });
    expect(underChild.statusCode).toBe(400);
    expect(underChild.json().errors[0].field).toBe('parentId');
    const withChildren = await update(parent.id, { parentId: otherParent.id });
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().errors[0].messageKey).toBe('admin.sectors.hasChildrenCannotMove');
    const self = await update(parent.id, { parentId: parent.id });
    expect(self.statusCode).toBe(400);
    expect((await w.sectorBySlug('insaat-yapi-malzemeleri'))?.parentId).toBeNull();

    const leaf = await create('Taşınan', 'Moved');
    const moved = await update(leaf.id, { parentId: parent.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parentId).toBe(parent.id);
    const back = await update(leaf.id, { parentId: null });
    expect(back.json().parentId).toBeNull();
  });

  it('answers 404 for an unknown sector', async () => {
    expect((await update('yok', { isActive: false })).statusCode).toBe(404);
  });

  it('records a move in the audit line, where from and where to', async () => {
    const parent = (await w.sectorBySlug('insaat-yapi-malzemeleri'))!;
    const leaf = await create('Kayıtlı Taşıma', 'Recorded Move');
    expect((await update(leaf.id, { parentId: parent.id })).statusCode).toBe(200);
    expect(await w.auditOf('sector.updated', leaf.id)).toEqual([
      expect.objectContaining({
        actorUserId: w.admin.userId,
        entityType: 'sector',
        data: {
          slug: 'kayitli-tasima',
          before: { parentId: null },
          after: { parentId: parent.id },
        },
      }),
    ]);
  });

  it('refuses an unknown parent and bad names, changing nothing and writing no audit line', async () => {
    const leaf = await create('Yerinde Kalan', 'Stays Put');
    const unknown = await update(leaf.id, { parentId: 'yok', nameTr: 'Başka Ad' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: 'parentId', messageKey: 'admin.sectors.parentNotFound' }),
    ]);
    const badName = await update(leaf.id, { nameTr: 'A' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors).toEqual([
      expect.objectContaining({ field: 'nameTr', message: 'Türkçe ad en az 2 karakter olmalıdır' }),
    ]);
    expect(await w.sectorBySlug('yerinde-kalan')).toMatchObject({
      nameTr: 'Yerinde Kalan',
      parentId: null,
    });
    expect(await w.auditOf('sector.updated', leaf.id)).toEqual([]);
  });
});
