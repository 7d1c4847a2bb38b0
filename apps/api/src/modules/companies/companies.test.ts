import { beforeAll, describe, expect, it } from 'vitest';
import { SectorsView } from '@teklifal/core';
import { sector } from '../../db/schema/index.ts';
import { inject, signIn, signUpAndSignIn } from '../../test/helper.ts';
import { useCompaniesWorld } from './test-helpers.ts';

/** What the companies routes show, and to whom (the writes have their tests in commands/). */

const w = useCompaniesWorld({
  admin: { email: 'yonetim@teklifal.test', password: 'Yonetici2026' },
});

let adminCookie: string;
beforeAll(async () => {
  adminCookie = (await signIn(w.app, 'yonetim@teklifal.test', 'Yonetici2026')).cookie;
});

describe('viewing a company', () => {
  it('members see it, with what they may do; platform staff too; other companies get 404', async () => {
    const { owner, row } = await w.ownedCompany();
    const member = await w.joined(row.id, 'member');
    const { owner: outsider } = await w.ownedCompany();

    expect((await w.api.get(owner.cookie, row.id)).json().abilities).toMatchObject({
      edit: true,
      viewDocuments: true,
    });
    expect((await w.api.get(member.cookie, row.id)).json().abilities).toMatchObject({
      edit: false,
      viewDocuments: true,
    });
    expect((await w.api.get(outsider.cookie, row.id)).statusCode).toBe(404);
    expect((await w.api.get(adminCookie, row.id)).statusCode).toBe(200);
  });

  it('GET /api/companies/mine needs a company', async () => {
    const user = await signUpAndSignIn(w.app);
    const response = await w.api.mine(user.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMPANY_REQUIRED');
  });
});

describe('sectors', () => {
  it('lists the active sectors, parents and children', async () => {
    const body: unknown = (await inject(w.app, { method: 'GET', url: '/api/sectors' })).json();
    // Sent as a cached string, so the serializer's check does not see it: check it here.
    expect(SectorsView.parse(body)).toEqual(body);
    const list = SectorsView.parse(body).items;
    expect(list.length).toBeGreaterThan(50);
    expect(list.some((s) => s.parentId)).toBe(true);
    expect(list.some((s) => !s.parentId)).toBe(true);
  });

  it('inactive sectors are not listed', async () => {
    const [inactive] = await w.app.db
      .insert(sector)
      .values({ slug: `pasif-${Date.now()}`, nameTr: 'Pasif', nameEn: 'Inactive', isActive: false })
      .returning();
    const list = (await inject(w.app, { method: 'GET', url: '/api/sectors' })).json().items;
    expect(list.some((s: { id: string }) => s.id === inactive!.id)).toBe(false);
  });
});

describe('verification documents', () => {
  it('only the company’s members and platform staff can list them', async () => {
    const { owner, row } = await w.ownedCompany();
    const upload = await w.uploaded(owner.userId, 'companyDocument', row.id);
    const added = await w.api.addDocument(owner.cookie, row.id, {
      fileId: upload.id,
      kind: 'taxCertificate',
    });
    expect(added.statusCode).toBe(201);

    expect((await w.api.documents(owner.cookie, row.id)).json().items).toHaveLength(1);
    expect((await w.api.documents(adminCookie, row.id)).json().items).toHaveLength(1);
    const member = await w.joined(row.id, 'member');
    expect((await w.api.documents(member.cookie, row.id)).statusCode).toBe(200);
    const outsider = await signUpAndSignIn(w.app);
    expect((await w.api.documents(outsider.cookie, row.id)).statusCode).toBe(404);
  });
});
