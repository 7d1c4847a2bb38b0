import { describe, expect, it } from 'vitest';
import { companyDetails, useCompaniesWorld } from '../test-helpers.ts';

const w = useCompaniesWorld();

describe('PATCH /api/companies/:id', () => {
  it('managers edit it, members may not, other companies get 404', async () => {
    const { owner, row } = await w.ownedCompany();
    const admin = await w.joined(row.id, 'admin');
    const member = await w.joined(row.id, 'member');
    const { owner: outsider } = await w.ownedCompany();

    const edit = (cookie: string, name: string) =>
      w.api.update(cookie, row.id, companyDetails({ name }));
    expect((await edit(admin.cookie, 'Yeni Unvan A.Ş.')).json().name).toBe('Yeni Unvan A.Ş.');
    expect((await edit(member.cookie, 'Üye Değiştiremez')).statusCode).toBe(403);
    expect((await edit(outsider.cookie, 'Yabancı')).statusCode).toBe(404);
    const bad = await edit(owner.cookie, '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'name',
      message: 'Ticari unvan zorunludur',
    });
    expect((await w.stored(row.id))?.name).toBe('Yeni Unvan A.Ş.');
  });

  it('stores the details as given, with an audit line naming the editor', async () => {
    const { owner, row } = await w.ownedCompany();
    const response = await w.api.update(
      owner.cookie,
      row.id,
      companyDetails({ name: 'Ege Pamuk A.Ş.', phone: '0232 444 00 11' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ege Pamuk A.Ş.', phone: '+902324440011' });
    expect(await w.stored(row.id)).toMatchObject({
      name: 'Ege Pamuk A.Ş.',
      phone: '+902324440011',
      city: 'İzmir',
      district: 'Karşıyaka',
      taxNumber: row.taxNumber,
    });
    const audit = await w.auditOf('company.updated', row.id);
    expect(audit).toEqual([
      expect.objectContaining({ actorUserId: owner.userId, companyId: row.id }),
    ]);
    expect(audit[0]?.data.fields).toEqual(expect.arrayContaining(['name', 'phone']));
  });

  it('refuses a MERSİS number without the stored VKN, naming the field', async () => {
    const { owner, row } = await w.ownedCompany();
    const foreign = row.taxNumber === '1234567890' ? '4840847211' : '1234567890';
    const wrong = await w.api.update(
      owner.cookie,
      row.id,
      companyDetails({ mersisNo: `0${foreign}00001` }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ field: 'mersisNo', messageKey: 'validation.mersisTaxNumber' }),
    ]);
    expect((await w.stored(row.id))?.mersisNo).toBeNull();
    const own = `0${row.taxNumber}00042`;
    const right = await w.api.update(owner.cookie, row.id, companyDetails({ mersisNo: own }));
    expect(right.statusCode).toBe(200);
    expect((await w.stored(row.id))?.mersisNo).toBe(own);
  });

  it('sets the logo to an image the editor uploaded', async () => {
    const { owner, row } = await w.ownedCompany();
    const logo = await w.uploaded(owner.userId, 'logo');
    const response = await w.api.update(
      owner.cookie,
      row.id,
      companyDetails({ logoFileId: logo.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().logoUrl).toBe(`/api/files/${logo.id}`);
    expect((await w.stored(row.id))?.logoFileId).toBe(logo.id);

    // A body without the logo keeps it; null removes it.
    await w.api.update(owner.cookie, row.id, companyDetails({ name: 'Logolu Kalan A.Ş.' }));
    expect(await w.stored(row.id)).toMatchObject({
      name: 'Logolu Kalan A.Ş.',
      logoFileId: logo.id,
    });
    await w.api.update(owner.cookie, row.id, companyDetails({ logoFileId: null }));
    expect((await w.stored(row.id))?.logoFileId).toBeNull();
  });

  it('refuses another user’s or another company’s logo, changing nothing', async () => {
    const { owner, row } = await w.ownedCompany();
    const { owner: other, row: otherRow } = await w.ownedCompany();
    const theirs = await w.uploaded(other.userId, 'logo', otherRow.id);
    const document = await w.uploaded(owner.userId, 'companyDocument', row.id);
    for (const fileId of [theirs.id, document.id]) {
      const response = await w.api.update(
        owner.cookie,
        row.id,
        companyDetails({ name: 'Logosuz Değişiklik A.Ş.', logoFileId: fileId }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: 'logoFileId' });
    }
    expect(await w.stored(row.id)).toMatchObject({ name: row.name, logoFileId: null });
    expect(await w.auditOf('company.updated', row.id)).toHaveLength(0);
  });
});
