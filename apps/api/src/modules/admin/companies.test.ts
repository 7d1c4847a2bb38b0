import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  company,
  companyDocument,
  companySector,
  file,
  notification,
  sector,
} from '../../db/schema/index.ts';
import { addMember, createCompany } from '../../test/factories.ts';
import {
  createTestApp,
  inject,
  latestMailTo,
  signIn,
  signUpAndSignIn,
  type TestApp,
} from '../../test/helper.ts';

const ADMIN = { email: 'yonetici@teklifal.com.tr', password: 'Yonetici2026' };

let t: TestApp;
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ admin: ADMIN });
  admin = await signIn(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

/** A company of a new signed-in owner, with its own e-mail address. */
async function companyWithOwner(
  props: Partial<Parameters<typeof createCompany>[1]> & { email?: string } = {},
) {
  const owner = await signUpAndSignIn(t.app);
  const row = await createCompany(t.app.db, { adminUserId: owner.userId, ...props });
  const email = props.email ?? `info.${row.id.slice(-8)}@firma.com.tr`;
  await t.app.db.update(company).set({ email }).where(eq(company.id, row.id));
  return { owner, company: { ...row, email } };
}

const decide = (companyId: string, payload: unknown, cookie = admin.cookie) =>
  inject(t.app, {
    method: 'POST',
    url: `/api/admin/companies/${companyId}/decisions`,
    payload: payload as Record<string, unknown>,
    cookie,
  });

async function companyRow(id: string) {
  const [row] = await t.app.db.select().from(company).where(eq(company.id, id));
  return row!;
}

describe('access to /api/admin/companies', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403), allows an admin', async () => {
    const { owner, company: row } = await companyWithOwner({ isBuyerConfirmed: 'pending' });
    for (const url of ['/api/admin/companies', `/api/admin/companies/${row.id}`]) {
      expect((await inject(t.app, { method: 'GET', url })).statusCode).toBe(401);
      const refused = await inject(t.app, { method: 'GET', url, cookie: owner.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await inject(t.app, { method: 'GET', url, cookie: admin.cookie })).statusCode).toBe(
        200,
      );
    }
    const payload = { role: 'buyer', decision: 'approve' };
    expect(
      (
        await inject(t.app, {
          method: 'POST',
          url: `/api/admin/companies/${row.id}/decisions`,
          payload,
        })
      ).statusCode,
    ).toBe(401);
    expect((await decide(row.id, payload, owner.cookie)).statusCode).toBe(403);
    expect((await companyRow(row.id)).isBuyerConfirmed).toBe('pending');
  });
});

describe('GET /api/admin/companies', () => {
  it('lists companies waiting for a decision first, then the newest', async () => {
    const old = await companyWithOwner({
      name: 'Eski Bekleyen Ltd.',
      isSellerConfirmed: 'pending',
    });
    const approved = await companyWithOwner({
      name: 'Onaylı Ticaret A.Ş.',
      isBuyerConfirmed: 'yes',
    });
    const fresh = await companyWithOwner({
      name: 'Yeni Bekleyen A.Ş.',
      isBuyerConfirmed: 'pending',
    });
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/companies?pageSize=100',
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const ids: string[] = response.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(fresh.company.id)).toBeLessThan(ids.indexOf(old.company.id));
    expect(ids.indexOf(old.company.id)).toBeLessThan(ids.indexOf(approved.company.id));
    const item = response.json().items.find((i: { id: string }) => i.id === fresh.company.id);
    expect(item).toMatchObject({
      name: 'Yeni Bekleyen A.Ş.',
      taxNumber: fresh.company.taxNumber,
      city: 'İstanbul',
      isBuyerConfirmed: 'pending',
      isSellerConfirmed: 'no',
      ownerEmail: fresh.owner.email,
    });
    expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('searches the name with Turkish case rules and the tax number', async () => {
    const { company: row } = await companyWithOwner({ name: 'IŞIK İNŞAAT TİCARET A.Ş.' });
    const search = async (q: string) => {
      const response = await inject(t.app, {
        method: 'GET',
        url: `/api/admin/companies?q=${encodeURIComponent(q)}`,
        cookie: admin.cookie,
      });
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id) as string[];
    };
    expect(await search('ışık inşaat')).toContain(row.id);
    expect(await search('Işık İnşaat')).toContain(row.id);
    expect(await search('isik')).toContain(row.id);
    expect(await search(row.taxNumber.slice(2, 8))).toContain(row.id);
    expect(await search('olmayan firma')).not.toContain(row.id);
    expect(await search('%')).not.toContain(row.id);
  });

  it('filters by the buyer and seller approval states and paginates', async () => {
    const rejected = await companyWithOwner({
      isBuyerConfirmed: 'rejected',
      isSellerConfirmed: 'yes',
    });
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/companies?buyer=rejected&seller=yes',
      cookie: admin.cookie,
    });
    const items = response.json().items as { id: string; isBuyerConfirmed: string }[];
    expect(items.map((i) => i.id)).toContain(rejected.company.id);
    expect(items.every((i) => i.isBuyerConfirmed === 'rejected')).toBe(true);

    const first = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/companies?pageSize=1&page=2&sort=-createdAt',
      cookie: admin.cookie,
    });
    expect(first.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(first.json().items).toHaveLength(1);
    expect(first.json().total).toBeGreaterThan(1);

    const bad = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/companies?buyer=maybe',
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('buyer');
  });

  it('sorts names in Turkish alphabetical order', async () => {
    const names = ['Zeytin Ltd.', 'Çelik Ltd.', 'Cam Ltd.', 'Dere Ltd.'];
    for (const name of names) await companyWithOwner({ name: `ALFABE ${name}` });
    const response = await inject(t.app, {
      method: 'GET',
      url: `/api/admin/companies?q=alfabe&sort=name`,
      cookie: admin.cookie,
    });
    expect(response.json().items.map((i: { name: string }) => i.name)).toEqual([
      'ALFABE Cam Ltd.',
      'ALFABE Çelik Ltd.',
      'ALFABE Dere Ltd.',
      'ALFABE Zeytin Ltd.',
    ]);
  });
});

describe('GET /api/admin/companies/:id', () => {
  it('shows every field, the owner, members, documents and sectors', async () => {
    const { owner, company: row } = await companyWithOwner({ isBuyerConfirmed: 'pending' });
    const member = await signUpAndSignIn(t.app, { name: 'Mehmet Demir' });
    await addMember(t.app.db, row.id, member.userId, 'member');
    const [stored] = await t.app.db
      .insert(file)
      .values({
        uploadedBy: owner.userId,
        companyId: row.id,
        purpose: 'companyDocument',
        storageKey: `test/${row.id}/vergi.pdf`,
        originalName: 'vergi-levhasi.pdf',
        mimeType: 'application/pdf',
        size: 12345,
        sha256: 'a'.repeat(64),
      })
      .returning();
    await t.app.db
      .insert(companyDocument)
      .values({ companyId: row.id, fileId: stored!.id, kind: 'taxCertificate' });
    const [child] = await t.app.db
      .select()
      .from(sector)
      .where(eq(sector.slug, 'insaat-cimento-beton'));
    await t.app.db.insert(companySector).values({ companyId: row.id, sectorId: child!.id });

    const response = await inject(t.app, {
      method: 'GET',
      url: `/api/admin/companies/${row.id}`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: row.id,
      name: row.name,
      taxNumber: row.taxNumber,
      taxOffice: 'Kadıköy',
      city: 'İstanbul',
      district: 'Kadıköy',
      email: row.email,
      isBuyerConfirmed: 'pending',
      isSellerConfirmed: 'no',
      buyerRejectionReason: null,
      owner: { id: owner.userId, email: owner.email, name: 'Ayşe Yılmaz' },
    });
    expect(detail.members).toEqual([
      expect.objectContaining({ userId: owner.userId, role: 'owner' }),
      expect.objectContaining({ userId: member.userId, role: 'member', name: 'Mehmet Demir' }),
    ]);
    expect(detail.documents).toEqual([
      expect.objectContaining({
        kind: 'taxCertificate',
        originalName: 'vergi-levhasi.pdf',
        size: 12345,
        url: `/api/files/${stored!.id}`,
      }),
    ]);
    expect(detail.sectors).toEqual([
      expect.objectContaining({
        id: child!.id,
        nameTr: 'Çimento ve Hazır Beton',
        parentNameTr: 'İnşaat ve Yapı Malzemeleri',
      }),
    ]);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/companies/yok',
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/admin/companies/:id/decisions', () => {
  it('approves a role: flag, cleared reason, notification, mails, audit, and /api/me follows', async () => {
    const { owner, company: row } = await companyWithOwner({
      isBuyerConfirmed: 'rejected',
      isSellerConfirmed: 'pending',
    });
    await t.app.db
      .update(company)
      .set({ buyerRejectionReason: 'Vergi levhası okunmuyor' })
      .where(eq(company.id, row.id));
    const other = await companyWithOwner({ isSellerConfirmed: 'pending' });

    const before = await inject(t.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(before.json().company.isBuyerConfirmed).toBe('rejected');

    const response = await decide(row.id, { role: 'buyer', decision: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isBuyerConfirmed: 'yes',
      buyerRejectionReason: null,
      isSellerConfirmed: 'pending',
    });
    expect(await companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'yes',
      buyerRejectionReason: null,
    });

    // approval changing what /api/me reports
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(me.json().company).toMatchObject({ id: row.id, isBuyerConfirmed: 'yes' });

    const notes = await t.app.db
      .select()
      .from(notification)
      .where(eq(notification.type, 'companyApproved'));
    expect(notes.filter((n) => n.companyId === row.id)).toEqual([
      expect.objectContaining({
        params: { role: 'companies.roles.buyer' },
        route: '/my-company',
        message: expect.stringContaining('Alıcı'),
      }),
    ]);
    expect(notes.some((n) => n.companyId === other.company.id)).toBe(false);

    const companyMail = await latestMailTo(t.app, row.email);
    expect(companyMail?.subject).toContain('Alıcı rolünüz onaylandı');
    expect(companyMail?.text).toContain(row.name);
    const ownerMail = await latestMailTo(t.app, owner.email);
    expect(ownerMail?.subject).toContain('Alıcı rolünüz onaylandı');
    expect(ownerMail?.text).toContain('Merhaba Ayşe Yılmaz');
    expect(ownerMail?.text).toContain('/my-company');

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'company.approved')));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        companyId: row.id,
        entityType: 'company',
        data: expect.objectContaining({ role: 'buyer', from: 'rejected', to: 'yes' }),
      }),
    ]);
  });

  it('rejects a role with its reason: flag, reason, notification, mail with the way back, audit', async () => {
    const { owner, company: row } = await companyWithOwner({ isSellerConfirmed: 'pending' });
    const reason = 'İmza sirküleri eksik, lütfen yükleyin';
    const response = await decide(row.id, { role: 'seller', decision: 'reject', reason });
    expect(response.statusCode).toBe(200);
    expect(await companyRow(row.id)).toMatchObject({
      isSellerConfirmed: 'rejected',
      sellerRejectionReason: reason,
      isBuyerConfirmed: 'no',
    });
    const notes = await t.app.db
      .select()
      .from(notification)
      .where(eq(notification.companyId, row.id));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'companyRejected',
        params: { role: 'companies.roles.seller', reason },
        route: '/my-company',
      }),
    ]);
    const mail = await latestMailTo(t.app, row.email);
    expect(mail?.subject).toContain('Satıcı rolü başvurunuz reddedildi');
    expect(mail?.text).toContain(`Gerekçe: ${reason}`);
    expect(mail?.text).toContain('yeniden onay isteyebilirsiniz');
    expect(mail?.text).toContain('http://localhost:3000/my-company');
    expect((await latestMailTo(t.app, owner.email))?.text).toContain(reason);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'company.rejected')));
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      data: { role: 'seller', from: 'pending', to: 'rejected', reason },
    });
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(me.json().company.isSellerConfirmed).toBe('rejected');
  });

  it('writes the mail in the owner’s language', async () => {
    const { owner, company: row } = await companyWithOwner({ isBuyerConfirmed: 'pending' });
    await inject(t.app, {
      method: 'PATCH',
      url: '/api/me/locale',
      cookie: owner.cookie,
      payload: { locale: 'en' },
    });
    await decide(row.id, { role: 'buyer', decision: 'reject', reason: 'Missing documents' });
    const mail = await latestMailTo(t.app, owner.email);
    expect(mail?.subject).toContain('your buyer role application was rejected');
    expect(mail?.text).toContain('Reason: Missing documents');
  });

  it('needs a reason of at least 5 characters to reject, and changes nothing without one', async () => {
    const { company: row } = await companyWithOwner({ isBuyerConfirmed: 'pending' });
    for (const payload of [
      { role: 'buyer', decision: 'reject' },
      { role: 'buyer', decision: 'reject', reason: '   ' },
      { role: 'buyer', decision: 'reject', reason: 'yok' },
    ]) {
      const response = await decide(row.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'reason', message: 'Gerekçe en az 5 karakter olmalıdır' }),
      ]);
    }
    expect(await companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'pending',
      buyerRejectionReason: null,
    });
    const notes = await t.app.db
      .select()
      .from(notification)
      .where(eq(notification.companyId, row.id));
    expect(notes).toEqual([]);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit).toEqual([]);
  });

  it('validates role and decision', async () => {
    const { company: row } = await companyWithOwner({ isBuyerConfirmed: 'pending' });
    const response = await decide(row.id, { role: 'admin', decision: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'role',
      'decision',
    ]);
  });

  it('refuses (409) approving an approved role and deciding a role that was not asked for', async () => {
    const { company: row } = await companyWithOwner({
      isBuyerConfirmed: 'yes',
      isSellerConfirmed: 'no',
    });
    const again = await decide(row.id, { role: 'buyer', decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu rol zaten onaylı.');
    for (const decision of ['approve', 'reject']) {
      const response = await decide(row.id, {
        role: 'seller',
        decision,
        reason: 'Belgeler eksik',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain('talep etmedi');
    }
    expect(await companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'yes',
      isSellerConfirmed: 'no',
    });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit).toEqual([]);
  });

  it('may withdraw an approval, never rejects twice, and answers 404 for an unknown company', async () => {
    const { company: row } = await companyWithOwner({ isBuyerConfirmed: 'yes' });
    const response = await decide(row.id, {
      role: 'buyer',
      decision: 'reject',
      reason: 'Vergi kaydı kapanmış',
    });
    expect(response.statusCode).toBe(200);
    expect((await companyRow(row.id)).isBuyerConfirmed).toBe('rejected');
    const twice = await decide(row.id, {
      role: 'buyer',
      decision: 'reject',
      reason: 'Yeniden deneme gerekçesi',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain('zaten reddedildi');
    expect((await companyRow(row.id)).buyerRejectionReason).toBe('Vergi kaydı kapanmış');
    const reapproved = await decide(row.id, { role: 'buyer', decision: 'approve' });
    expect(reapproved.statusCode).toBe(200);
    expect(await companyRow(row.id)).toMatchObject({
      isBuyerConfirmed: 'yes',
      buyerRejectionReason: null,
    });
    const missing = await decide('yok', { role: 'buyer', decision: 'approve' });
    expect(missing.statusCode).toBe(404);
  });
});
