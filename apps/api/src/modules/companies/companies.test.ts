import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { SectorsView } from '@teklifal/core';
import { auditLog, company, companyMember, file, sector } from '../../db/schema/index.ts';
import { addMember, createCompany, nextVkn } from '../../test/factories.ts';
import { createTestApp, inject, signIn, signUpAndSignIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ admin: { email: 'yonetim@teklifal.test', password: 'Yonetici2026' } });
  adminCookie = (await signIn(t.app, 'yonetim@teklifal.test', 'Yonetici2026')).cookie;
});
afterAll(() => t.close());

const validCompany = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ege Tekstil Sanayi ve Ticaret A.Ş.',
  taxNumber: nextVkn(),
  taxOffice: 'Karşıyaka',
  mersisNo: '',
  city: 'İzmir',
  district: 'Karşıyaka',
  address: 'Bostanlı Mah. Cemal Gürsel Cad. No: 12',
  phone: '0232 555 11 22',
  email: 'info@egetekstil.com.tr',
  website: 'https://egetekstil.com.tr',
  description: 'Pamuklu kumaş üretimi',
  requestedRoles: ['buyer', 'seller'],
  ...overrides,
});

/** A file row as the files service leaves it after an upload. */
async function uploadedFile(
  userId: string,
  purpose: 'logo' | 'companyDocument',
  companyId?: string,
) {
  const [row] = await t.app.db
    .insert(file)
    .values({
      uploadedBy: userId,
      companyId: companyId ?? null,
      purpose,
      storageKey: `test/${uuidv7()}`,
      originalName: purpose === 'logo' ? 'logo.png' : 'vergi-levhasi.pdf',
      mimeType: purpose === 'logo' ? 'image/png' : 'application/pdf',
      size: 1234,
      sha256: 'x'.repeat(64),
    })
    .returning();
  return row!;
}

const post = (url: string, cookie: string | undefined, payload: unknown) =>
  inject(t.app, { method: 'POST', url, cookie, payload: payload as object });

describe('creating a company', () => {
  it('makes the user its owner, with the requested roles pending', async () => {
    const user = await signUpAndSignIn(t.app);
    const logo = await uploadedFile(user.userId, 'logo');
    const response = await post(
      '/api/companies',
      user.cookie,
      validCompany({ logoFileId: logo.id }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      adminUserId: user.userId,
      isBuyerConfirmed: 'pending',
      isSellerConfirmed: 'pending',
      phone: '+902325551122',
      mersisNo: null,
      logoUrl: `/api/files/${logo.id}`,
      abilities: { edit: true, manageTeam: true, editSectors: true, viewDocuments: true },
      counts: { members: 1, pendingInvitations: 0, documents: 0 },
    });
    const me = (await inject(t.app, { method: 'GET', url: '/api/me', cookie: user.cookie })).json();
    expect(me).toMatchObject({ company: { id: body.id }, companyRole: 'owner' });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audit.map((a) => a.action)).toContain('company.created');
  });

  it('asks only for the roles chosen', async () => {
    const user = await signUpAndSignIn(t.app);
    const response = await post(
      '/api/companies',
      user.cookie,
      validCompany({ requestedRoles: ['seller'] }),
    );
    expect(response.json()).toMatchObject({ isBuyerConfirmed: 'no', isSellerConfirmed: 'pending' });
  });

  it('accepts a sole proprietor with a TCKN', async () => {
    const user = await signUpAndSignIn(t.app);
    const response = await post(
      '/api/companies',
      user.cookie,
      validCompany({ taxNumber: '10000000146' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses bad input naming every field, and stores nothing', async () => {
    const user = await signUpAndSignIn(t.app);
    const response = await post(
      '/api/companies',
      user.cookie,
      validCompany({
        name: '',
        taxNumber: '1234567891',
        mersisNo: '123',
        phone: '12',
        email: 'bilgi@',
        city: 'Atlantis',
        requestedRoles: [],
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      name: 'Ticari unvan zorunludur',
      taxNumber:
        'Vergi kimlik no / T.C. kimlik no geçerli bir VKN (10 hane) veya TCKN (11 hane) olmalıdır',
      mersisNo: 'MERSİS no 16 haneli olmalıdır',
      phone: 'Telefon geçerli bir Türkiye telefon numarası olmalıdır (ör. 0532 123 45 67)',
      email: 'E-posta geçerli bir e-posta adresi olmalıdır',
      city: 'İl izin verilen değerlerden biri olmalıdır',
      requestedRoles: 'En az bir rol seçmelisiniz',
    });
    const rows = await t.app.db.select().from(company).where(eq(company.adminUserId, user.userId));
    expect(rows).toHaveLength(0);
  });

  it('refuses a district that is not in the province', async () => {
    const user = await signUpAndSignIn(t.app);
    const response = await post(
      '/api/companies',
      user.cookie,
      validCompany({ district: 'Kadıköy' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        field: 'district',
        message: 'İlçe seçilen ilin ilçelerinden biri olmalıdır',
      }),
    ]);
  });

  it('refuses a tax number already registered, on the field', async () => {
    const first = await signUpAndSignIn(t.app);
    const taxNumber = nextVkn();
    expect(
      (await post('/api/companies', first.cookie, validCompany({ taxNumber }))).statusCode,
    ).toBe(201);
    const second = await signUpAndSignIn(t.app);
    const response = await post('/api/companies', second.cookie, validCompany({ taxNumber }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ field: 'taxNumber' });
    expect(response.json().errors[0].message).toContain(
      'Bu vergi numarasıyla kayıtlı bir şirket zaten var',
    );
  });

  it('refuses a second company for the same user, and one for a team member', async () => {
    const owner = await signUpAndSignIn(t.app);
    const existing = await createCompany(t.app.db, { adminUserId: owner.userId });
    expect((await post('/api/companies', owner.cookie, validCompany())).statusCode).toBe(409);
    const member = await signUpAndSignIn(t.app);
    await addMember(t.app.db, existing.id, member.userId, 'member');
    const response = await post('/api/companies', member.cookie, validCompany());
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('Bir kullanıcı yalnızca bir şirkete üye olabilir');
  });

  it('refuses a logo uploaded by someone else, and rolls everything back', async () => {
    const stranger = await signUpAndSignIn(t.app);
    const foreignLogo = await uploadedFile(stranger.userId, 'logo');
    const user = await signUpAndSignIn(t.app);
    const response = await post(
      '/api/companies',
      user.cookie,
      validCompany({ logoFileId: foreignLogo.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('logoFileId');
    const members = await t.app.db
      .select()
      .from(companyMember)
      .where(eq(companyMember.userId, user.userId));
    expect(members).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await post('/api/companies', undefined, validCompany())).statusCode).toBe(401);
  });
});

describe('viewing and editing a company', () => {
  it('members see it, managers edit it, members may not, other companies get 404', async () => {
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    const admin = await signUpAndSignIn(t.app);
    const member = await signUpAndSignIn(t.app);
    await addMember(t.app.db, row.id, admin.userId, 'admin');
    await addMember(t.app.db, row.id, member.userId, 'member');
    const outsider = await signUpAndSignIn(t.app);
    await createCompany(t.app.db, { adminUserId: outsider.userId });

    const get = (cookie: string) =>
      inject(t.app, { method: 'GET', url: `/api/companies/${row.id}`, cookie });
    expect((await get(member.cookie)).json().abilities).toMatchObject({
      edit: false,
      viewDocuments: true,
    });
    expect((await get(outsider.cookie)).statusCode).toBe(404);
    expect((await get(adminCookie)).statusCode).toBe(200);

    const edit = (cookie: string, name: string) =>
      inject(t.app, {
        method: 'PATCH',
        url: `/api/companies/${row.id}`,
        cookie,
        payload: { ...validCompany({ name }), taxNumber: undefined, requestedRoles: undefined },
      });
    expect((await edit(admin.cookie, 'Yeni Unvan A.Ş.')).json().name).toBe('Yeni Unvan A.Ş.');
    expect((await edit(member.cookie, 'Üye Değiştiremez')).statusCode).toBe(403);
    expect((await edit(outsider.cookie, 'Yabancı')).statusCode).toBe(404);
    const bad = await edit(owner.cookie, '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'name',
      message: 'Ticari unvan zorunludur',
    });
  });

  it('GET /api/companies/mine needs a company', async () => {
    const user = await signUpAndSignIn(t.app);
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/companies/mine',
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMPANY_REQUIRED');
  });
});

describe('asking for a role again', () => {
  it('a rejected role goes back to pending; an approved or pending one cannot be asked', async () => {
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, {
      adminUserId: owner.userId,
      isBuyerConfirmed: 'rejected',
      isSellerConfirmed: 'yes',
    });
    await t.app.db
      .update(company)
      .set({ buyerRejectionReason: 'Vergi levhası okunmuyor' })
      .where(eq(company.id, row.id));
    const ask = (role: string) =>
      post(`/api/companies/${row.id}/role-requests`, owner.cookie, { role });
    const again = await ask('buyer');
    expect(again.json()).toMatchObject({ isBuyerConfirmed: 'pending', buyerRejectionReason: null });
    expect((await ask('buyer')).statusCode).toBe(409);
    expect((await ask('seller')).statusCode).toBe(409);
    expect((await ask('admin')).statusCode).toBe(400);
  });

  it('a member cannot ask', async () => {
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    const member = await signUpAndSignIn(t.app);
    await addMember(t.app.db, row.id, member.userId, 'member');
    const response = await post(`/api/companies/${row.id}/role-requests`, member.cookie, {
      role: 'buyer',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sectors', () => {
  it('lists active sectors and lets managers choose them', async () => {
    const body: unknown = (await inject(t.app, { method: 'GET', url: '/api/sectors' })).json();
    // Sent as a cached string, so the serializer's check does not see it: check it here.
    expect(SectorsView.parse(body)).toEqual(body);
    const list = SectorsView.parse(body).items;
    expect(list.length).toBeGreaterThan(50);
    const child = list.find((s) => s.parentId)!;
    const parent = list.find((s) => !s.parentId)!;

    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    const put = (cookie: string, sectorIds: string[]) =>
      inject(t.app, {
        method: 'PUT',
        url: `/api/companies/${row.id}/sectors`,
        cookie,
        payload: { sectorIds },
      });
    expect((await put(owner.cookie, [child.id, parent.id])).json()).toEqual({
      sectorIds: [child.id, parent.id],
    });
    const view = (
      await inject(t.app, { method: 'GET', url: '/api/companies/mine', cookie: owner.cookie })
    ).json();
    expect(view.sectorIds.sort()).toEqual([child.id, parent.id].sort());

    const member = await signUpAndSignIn(t.app);
    await addMember(t.app.db, row.id, member.userId, 'member');
    expect((await put(member.cookie, [child.id])).statusCode).toBe(403);

    const empty = await put(owner.cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('sectorIds');
    const unknown = await put(owner.cookie, ['yok-boyle-sektor']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('sectorIds');
  });

  it('inactive sectors are neither listed nor selectable', async () => {
    const [inactive] = await t.app.db
      .insert(sector)
      .values({ slug: `pasif-${Date.now()}`, nameTr: 'Pasif', nameEn: 'Inactive', isActive: false })
      .returning();
    const list = (await inject(t.app, { method: 'GET', url: '/api/sectors' })).json().items;
    expect(list.some((s: { id: string }) => s.id === inactive!.id)).toBe(false);
  });
});

describe('verification documents', () => {
  it('managers attach documents that only the company and platform staff can list', async () => {
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    const upload = await uploadedFile(owner.userId, 'companyDocument', row.id);
    const added = await post(`/api/companies/${row.id}/documents`, owner.cookie, {
      fileId: upload.id,
      kind: 'taxCertificate',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'taxCertificate', url: `/api/files/${upload.id}` });

    const list = (cookie: string) =>
      inject(t.app, { method: 'GET', url: `/api/companies/${row.id}/documents`, cookie });
    expect((await list(owner.cookie)).json().items).toHaveLength(1);
    expect((await list(adminCookie)).json().items).toHaveLength(1);
    const outsider = await signUpAndSignIn(t.app);
    expect((await list(outsider.cookie)).statusCode).toBe(404);

    const member = await signUpAndSignIn(t.app);
    await addMember(t.app.db, row.id, member.userId, 'member');
    expect((await list(member.cookie)).statusCode).toBe(200);
    const memberAdd = await post(`/api/companies/${row.id}/documents`, member.cookie, {
      fileId: upload.id,
      kind: 'other',
    });
    expect(memberAdd.statusCode).toBe(403);

    const badKind = await post(`/api/companies/${row.id}/documents`, owner.cookie, {
      fileId: upload.id,
      kind: 'pasaport',
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0].field).toBe('kind');

    const remove = await inject(t.app, {
      method: 'DELETE',
      url: `/api/companies/${row.id}/documents/${added.json().id}`,
      cookie: owner.cookie,
    });
    expect(remove.statusCode).toBe(204);
    expect((await list(owner.cookie)).json().items).toHaveLength(0);
  });

  it('refuses a file of another company', async () => {
    const other = await signUpAndSignIn(t.app);
    const otherCompany = await createCompany(t.app.db, { adminUserId: other.userId });
    const foreign = await uploadedFile(other.userId, 'companyDocument', otherCompany.id);
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    const response = await post(`/api/companies/${row.id}/documents`, owner.cookie, {
      fileId: foreign.id,
      kind: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('fileId');
  });
});
