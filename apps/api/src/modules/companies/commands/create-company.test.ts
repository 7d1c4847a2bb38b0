import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { company, companyMember, file } from '../../../db/schema/index.ts';
import { addMember, createCompany, nextVkn } from '../../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../../test/helper.ts';
import { useCompaniesWorld, validCompany } from '../test-helpers.ts';

const w = useCompaniesWorld();

const companiesOf = (userId: string) =>
  w.app.db.select().from(company).where(eq(company.adminUserId, userId));
const membershipsOf = (userId: string) =>
  w.app.db.select().from(companyMember).where(eq(companyMember.userId, userId));

describe('POST /api/companies', () => {
  it('makes the user its owner, with the requested roles pending', async () => {
    const user = await signUpAndSignIn(w.app);
    const logo = await w.uploaded(user.userId, 'logo');
    const response = await w.api.create(user.cookie, validCompany({ logoFileId: logo.id }));
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
    const me = (await inject(w.app, { method: 'GET', url: '/api/me', cookie: user.cookie })).json();
    expect(me).toMatchObject({ company: { id: body.id }, companyRole: 'owner' });
    const audit = await w.auditOf('company.created', body.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: user.userId,
        companyId: body.id,
        entityType: 'company',
        data: { name: 'Ege Tekstil Sanayi ve Ticaret A.Ş.', requestedRoles: ['buyer', 'seller'] },
      }),
    ]);
  });

  it('claims the logo for the new company', async () => {
    const user = await signUpAndSignIn(w.app);
    const logo = await w.uploaded(user.userId, 'logo');
    const body = (await w.api.create(user.cookie, validCompany({ logoFileId: logo.id }))).json();
    const [stored] = await w.app.db.select().from(file).where(eq(file.id, logo.id));
    expect(stored?.companyId).toBe(body.id);
    expect((await w.stored(body.id))?.logoFileId).toBe(logo.id);
  });

  it('asks only for the roles chosen', async () => {
    const user = await signUpAndSignIn(w.app);
    const response = await w.api.create(user.cookie, validCompany({ requestedRoles: ['seller'] }));
    expect(response.json()).toMatchObject({ isBuyerConfirmed: 'no', isSellerConfirmed: 'pending' });
  });

  it('accepts a sole proprietor with a TCKN', async () => {
    const user = await signUpAndSignIn(w.app);
    const response = await w.api.create(user.cookie, validCompany({ taxNumber: '10000000146' }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses bad input naming every field, and stores nothing', async () => {
    const user = await signUpAndSignIn(w.app);
    const response = await w.api.create(
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
      mersisNo:
        'MERSİS no 0 ile başlayan 16 haneden oluşmalıdır: 0, şirketin 10 haneli VKN’si ve 5 haneli sıra numarası',
      phone: 'Telefon geçerli bir Türkiye telefon numarası olmalıdır (ör. 0532 123 45 67)',
      email: 'E-posta geçerli bir e-posta adresi olmalıdır',
      city: 'İl izin verilen değerlerden biri olmalıdır',
      requestedRoles: 'En az bir rol seçmelisiniz',
    });
    expect(await companiesOf(user.userId)).toHaveLength(0);
  });

  it('keeps a MERSİS number that carries the VKN, and refuses one that does not', async () => {
    const taxNumber = nextVkn();
    const mersisNo = `0${taxNumber}00001`;
    const user = await signUpAndSignIn(w.app);
    const wrong = await w.api.create(
      user.cookie,
      validCompany({ taxNumber, mersisNo: `0${nextVkn()}00001` }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({
        field: 'mersisNo',
        messageKey: 'validation.mersisTaxNumber',
        message: 'MERSİS no şirketin vergi kimlik numarasını (VKN) 2–11. hanelerinde taşımalıdır',
      }),
    ]);
    expect(await companiesOf(user.userId)).toHaveLength(0);
    const right = await w.api.create(user.cookie, validCompany({ taxNumber, mersisNo }));
    expect(right.statusCode).toBe(201);
    expect(right.json().mersisNo).toBe(mersisNo);
  });

  it('refuses a district that is not in the province', async () => {
    const user = await signUpAndSignIn(w.app);
    const response = await w.api.create(user.cookie, validCompany({ district: 'Kadıköy' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        field: 'district',
        message: 'İlçe seçilen ilin ilçelerinden biri olmalıdır',
      }),
    ]);
  });

  it('refuses a tax number already registered, on the field', async () => {
    const first = await signUpAndSignIn(w.app);
    const taxNumber = nextVkn();
    expect((await w.api.create(first.cookie, validCompany({ taxNumber }))).statusCode).toBe(201);
    const second = await signUpAndSignIn(w.app);
    const response = await w.api.create(second.cookie, validCompany({ taxNumber }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ field: 'taxNumber' });
    expect(response.json().errors[0].message).toContain(
      'Bu vergi numarasıyla kayıtlı bir şirket zaten var',
    );
    expect(await companiesOf(second.userId)).toHaveLength(0);
    expect(await membershipsOf(second.userId)).toHaveLength(0);
  });

  it('refuses a second company for the same user, and one for a team member', async () => {
    const owner = await signUpAndSignIn(w.app);
    const existing = await createCompany(w.app.db, { adminUserId: owner.userId });
    expect((await w.api.create(owner.cookie, validCompany())).statusCode).toBe(409);
    const member = await signUpAndSignIn(w.app);
    await addMember(w.app.db, existing.id, member.userId, 'member');
    const response = await w.api.create(member.cookie, validCompany());
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('Bir kullanıcı yalnızca bir şirkete üye olabilir');
  });

  it('a refused second company leaves nothing behind', async () => {
    const owner = await signUpAndSignIn(w.app);
    await createCompany(w.app.db, { adminUserId: owner.userId });
    const taxNumber = nextVkn();
    expect((await w.api.create(owner.cookie, validCompany({ taxNumber }))).statusCode).toBe(409);
    expect(await companiesOf(owner.userId)).toHaveLength(1);
    expect(await membershipsOf(owner.userId)).toHaveLength(1);
    const [taken] = await w.app.db.select().from(company).where(eq(company.taxNumber, taxNumber));
    expect(taken).toBeUndefined();
  });

  it('refuses a logo uploaded by someone else, and rolls everything back', async () => {
    const stranger = await signUpAndSignIn(w.app);
    const foreignLogo = await w.uploaded(stranger.userId, 'logo');
    const user = await signUpAndSignIn(w.app);
    const response = await w.api.create(user.cookie, validCompany({ logoFileId: foreignLogo.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('logoFileId');
    expect(await membershipsOf(user.userId)).toHaveLength(0);
  });

  it('refuses as a logo a file uploaded for another purpose, storing no company', async () => {
    const user = await signUpAndSignIn(w.app);
    const document = await w.uploaded(user.userId, 'companyDocument');
    const response = await w.api.create(user.cookie, validCompany({ logoFileId: document.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'logoFileId', messageKey: 'companies.logoInvalid' }),
    ]);
    expect(await companiesOf(user.userId)).toHaveLength(0);
    const [stored] = await w.app.db.select().from(file).where(eq(file.id, document.id));
    expect(stored?.companyId).toBeNull();
  });

  it('needs a session', async () => {
    expect((await w.api.create(undefined, validCompany())).statusCode).toBe(401);
  });
});
