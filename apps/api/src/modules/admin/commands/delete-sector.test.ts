import { describe, expect, it } from 'vitest';
import { companySector } from '../../../db/schema/index.ts';
import { createCompany } from '../../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../../test/helper.ts';
import { insertAd } from '../../../test/procurement.ts';
import { useAdminWorld } from '../test-helpers.ts';

const w = useAdminWorld();

const remove = (id: string) => w.send('DELETE', `/api/admin/sectors/${id}`);

describe('DELETE /api/admin/sectors/:id', () => {
  it('deletes an unused leaf with an audit line', async () => {
    const created = (
      await w.send('POST', '/api/admin/sectors', { nameTr: 'Silinecek', nameEn: 'To Delete' })
    ).json();
    const response = await remove(created.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await w.sectorBySlug('silinecek')).toBeUndefined();
    const [audit] = await w.auditOf('sector.deleted', created.id);
    expect(audit?.actorUserId).toBe(w.admin.userId);
    expect(audit?.data).toMatchObject({ slug: 'silinecek', nameTr: 'Silinecek', parentId: null });
  });

  it('refuses (409) a sector that companies use, suggesting to deactivate it', async () => {
    const used = (await w.sectorBySlug('insaat-demir-celik'))!;
    const owner = await signUpAndSignIn(w.app);
    const row = await createCompany(w.app.db, { adminUserId: owner.userId });
    await w.app.db.insert(companySector).values({ companyId: row.id, sectorId: used.id });
    const response = await remove(used.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'Bu sektörü 1 şirket kullanıyor; silinemez. Bunun yerine sektörü pasif hale getirin.',
    });
    const english = await inject(w.app, {
      method: 'DELETE',
      url: `/api/admin/sectors/${used.id}`,
      cookie: w.admin.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().detail).toBe(
      '1 company uses this sector, so it cannot be deleted. Deactivate the sector instead.',
    );
    expect(await w.sectorBySlug('insaat-demir-celik')).toBeDefined();
    expect(await w.auditOf('sector.deleted', used.id)).toEqual([]);
  });

  it('refuses (409) a sector that ads are in, rather than failing in the database', async () => {
    const created = (
      await w.send('POST', '/api/admin/sectors', { nameTr: 'İlanlı', nameEn: 'With ads' })
    ).json();
    const buyer = await signUpAndSignIn(w.app);
    const row = await createCompany(w.app.db, { adminUserId: buyer.userId });
    await insertAd(w.app.db, { companyId: row.id, sectorId: created.id });
    const response = await remove(created.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'Bu sektörde 1 ilan var; silinemez. Bunun yerine sektörü pasif hale getirin.',
    });
    expect(await w.sectorBySlug('ilanli')).toBeDefined();
  });

  it('refuses (409) a sector with children', async () => {
    const parent = (await w.sectorBySlug('insaat-yapi-malzemeleri'))!;
    const response = await remove(parent.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('alt sektörü var');
    expect(await w.sectorBySlug('insaat-yapi-malzemeleri')).toBeDefined();
    expect(await w.auditOf('sector.deleted', parent.id)).toEqual([]);
  });

  it('answers 404 for an unknown sector', async () => {
    const response = await remove('yok');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
