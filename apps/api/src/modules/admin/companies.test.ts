import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyDocument, companySector, file, sector } from '../../db/schema/index.ts';
import { addMember } from '../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { useAdminWorld } from './test-helpers.ts';

// Approval decisions are tested beside their command (commands/decide-company-approval.test.ts).
const w = useAdminWorld();

describe('access to /api/admin/companies', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403), allows an admin', async () => {
    const { owner, company: row } = await w.companyWithOwner({ isBuyerConfirmed: 'pending' });
    for (const url of ['/api/admin/companies', `/api/admin/companies/${row.id}`]) {
      expect((await inject(w.app, { method: 'GET', url })).statusCode).toBe(401);
      const refused = await inject(w.app, { method: 'GET', url, cookie: owner.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await inject(w.app, { method: 'GET', url, cookie: w.admin.cookie })).statusCode).toBe(
        200,
      );
    }
    const payload = { role: 'buyer', decision: 'approve' };
    expect(
      (
        await inject(w.app, {
          method: 'POST',
          url: `/api/admin/companies/${row.id}/decisions`,
          payload,
        })
      ).statusCode,
    ).toBe(401);
    expect((await w.decide(row.id, payload, owner.cookie)).statusCode).toBe(403);
    expect((await w.companyRow(row.id)).isBuyerConfirmed).toBe('pending');
  });
});

describe('GET /api/admin/companies', () => {
  it('lists companies waiting for a decision first, then the newest', async () => {
    const old = await w.companyWithOwner({
      name: 'Eski Bekleyen Ltd.',
      isSellerConfirmed: 'pending',
    });
    const approved = await w.companyWithOwner({
      name: 'Onaylı Ticaret A.Ş.',
      isBuyerConfirmed: 'yes',
    });
    const fresh = await w.companyWithOwner({
      name: 'Yeni Bekleyen A.Ş.',
      isBuyerConfirmed: 'pending',
    });
    const response = await inject(w.app, {
      method: 'GET',
      url: '/api/admin/companies?pageSize=100',
      cookie: w.admin.cookie,
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
    const { company: row } = await w.companyWithOwner({ name: 'IŞIK İNŞAAT TİCARET A.Ş.' });
    const search = async (q: string) => {
      const response = await inject(w.app, {
        method: 'GET',
        url: `/api/admin/companies?q=${encodeURIComponent(q)}`,
        cookie: w.admin.cookie,
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
    const rejected = await w.companyWithOwner({
      isBuyerConfirmed: 'rejected',
      isSellerConfirmed: 'yes',
    });
    const response = await inject(w.app, {
      method: 'GET',
      url: '/api/admin/companies?buyer=rejected&seller=yes',
      cookie: w.admin.cookie,
    });
    const items = response.json().items as { id: string; isBuyerConfirmed: string }[];
    expect(items.map((i) => i.id)).toContain(rejected.company.id);
    expect(items.every((i) => i.isBuyerConfirmed === 'rejected')).toBe(true);

    const first = await inject(w.app, {
      method: 'GET',
      url: '/api/admin/companies?pageSize=1&page=2&sort=-createdAt',
      cookie: w.admin.cookie,
    });
    expect(first.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(first.json().items).toHaveLength(1);
    expect(first.json().total).toBeGreaterThan(1);

    const bad = await inject(w.app, {
      method: 'GET',
      url: '/api/admin/companies?buyer=maybe',
      cookie: w.admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('buyer');
  });

  it('sorts names in Turkish alphabetical order', async () => {
    const names = ['Zeytin Ltd.', 'Çelik Ltd.', 'Cam Ltd.', 'Dere Ltd.'];
    for (const name of names) await w.companyWithOwner({ name: `ALFABE ${name}` });
    const response = await inject(w.app, {
      method: 'GET',
      url: `/api/admin/companies?q=alfabe&sort=name`,
      cookie: w.admin.cookie,
    });
    expect(response.json().items.map((i: { name: string }) => i.name)).toEqual([
      'ALFABE Cam Ltd.',
      'ALFABE Çelik Ltd.',
      'ALFABE Dere Ltd.',
      'ALFABE Zeytin Ltd.',
    ]);
  });
});

describe('GET /api/admin/companies/waiting', () => {
  it('counts the companies with a role waiting for a decision, for staff only', async () => {
    const waiting = async (cookie = w.admin.cookie) =>
      inject(w.app, { method: 'GET', url: '/api/admin/companies/waiting', cookie });
    const before = (await waiting()).json<{ waiting: number }>().waiting;
    const both = await w.companyWithOwner({
      isBuyerConfirmed: 'pending',
      isSellerConfirmed: 'pending',
    });
    await w.companyWithOwner({ isSellerConfirmed: 'pending', isBuyerConfirmed: 'yes' });
    await w.companyWithOwner({ isBuyerConfirmed: 'yes' });
    expect((await waiting()).json()).toEqual({ waiting: before + 2 });

    // Deciding one of two roles leaves the company waiting; deciding both ends it.
    await w.decide(both.company.id, { role: 'buyer', decision: 'approve' });
    expect((await waiting()).json()).toEqual({ waiting: before + 2 });
    await w.decide(both.company.id, { role: 'seller', decision: 'reject', reason: 'Eksik belge' });
    expect((await waiting()).json()).toEqual({ waiting: before + 1 });

    expect((await waiting(both.owner.cookie)).statusCode).toBe(403);
    expect(
      (await inject(w.app, { method: 'GET', url: '/api/admin/companies/waiting' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/companies/:id', () => {
  it('shows every field, the owner, members, documents and sectors', async () => {
    const { owner, company: row } = await w.companyWithOwner({ isBuyerConfirmed: 'pending' });
    const member = await signUpAndSignIn(w.app, { name: 'Mehmet Demir' });
    await addMember(w.app.db, row.id, member.userId, 'member');
    const [stored] = await w.app.db
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
    await w.app.db
      .insert(companyDocument)
      .values({ companyId: row.id, fileId: stored!.id, kind: 'taxCertificate' });
    const [child] = await w.app.db
      .select()
      .from(sector)
      .where(eq(sector.slug, 'insaat-cimento-beton'));
    await w.app.db.insert(companySector).values({ companyId: row.id, sectorId: child!.id });

    const response = await inject(w.app, {
      method: 'GET',
      url: `/api/admin/companies/${row.id}`,
      cookie: w.admin.cookie,
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
    const response = await inject(w.app, {
      method: 'GET',
      url: '/api/admin/companies/yok',
      cookie: w.admin.cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});
