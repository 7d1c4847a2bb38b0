import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { createCompany } from '../../test/factories.ts';
import { createTestApp, inject, signIn, signUpAndSignIn, type TestApp } from '../../test/helper.ts';

const ADMIN = { email: 'yonetici@teklifal.com.tr', password: 'Yonetici2026' };

let t: TestApp;
let admin: { cookie: string; userId: string };
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({ admin: ADMIN });
  admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  const owner = await signUpAndSignIn(t.app, { name: 'Ömer Çelik' });
  const row = await createCompany(t.app.db, {
    adminUserId: owner.userId,
    name: 'Denetim Test A.Ş.',
    isBuyerConfirmed: 'pending',
  });
  companyId = row.id;
  // Lines at known instants: 1 March 2024, 23:30 Istanbul is still 1 March there.
  await t.app.db.insert(auditLog).values([
    {
      actorUserId: owner.userId,
      companyId,
      action: 'company.created',
      entityType: 'company',
      entityId: companyId,
      data: { name: 'Denetim Test A.Ş.' },
      createdAt: new Date('2024-03-01T20:30:00Z'),
    },
    {
      actorUserId: null,
      action: 'ad.closed',
      entityType: 'ad',
      entityId: 'ilan-1',
      createdAt: new Date('2024-03-02T08:00:00Z'),
    },
  ]);
  await inject(t.app, {
    method: 'POST',
    url: `/api/admin/companies/${companyId}/decisions`,
    payload: { role: 'buyer', decision: 'approve' },
    cookie: admin.cookie,
  });
});
afterAll(() => t.close());

const list = (query = '', cookie = admin.cookie) =>
  inject(t.app, { method: 'GET', url: `/api/admin/audit${query}`, cookie });

describe('GET /api/admin/audit', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403)', async () => {
    expect((await inject(t.app, { method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const ordinary = await signUpAndSignIn(t.app);
    expect((await list('', ordinary.cookie)).statusCode).toBe(403);
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: '/api/admin/audit/facets',
          cookie: ordinary.cookie,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists newest first with the actor’s name and e-mail and the company name', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(3);
    expect(items.map((i: { action: string }) => i.action)).toEqual([
      'company.approved',
      'ad.closed',
      'company.created',
    ]);
    expect(items[0]).toMatchObject({
      actor: { id: admin.userId, email: ADMIN.email, name: 'Platform Yöneticisi' },
      companyId,
      companyName: 'Denetim Test A.Ş.',
      entityType: 'company',
      data: { role: 'buyer', from: 'pending', to: 'yes' },
      ip: '127.0.0.1',
    });
    expect(items[1].actor).toBeNull();
  });

  it('filters by action, entity type, actor and company', async () => {
    const actions = async (query: string) =>
      (await list(query)).json().items.map((i: { action: string }) => i.action);
    expect(await actions('?action=company.approved')).toEqual(['company.approved']);
    expect(await actions('?entityType=ad')).toEqual(['ad.closed']);
    expect(await actions(`?actor=${admin.userId}`)).toEqual(['company.approved']);
    expect(await actions('?actor=omer celik')).toEqual(['company.created']);
    expect(await actions('?actor=YONETICI@')).toEqual(['company.approved']);
    expect(await actions(`?companyId=${companyId}`)).toEqual([
      'company.approved',
      'company.created',
    ]);
    expect(await actions('?action=nothing.here')).toEqual([]);
  });

  it('filters by Istanbul days, both ends included', async () => {
    const actions = async (query: string) =>
      (await list(query)).json().items.map((i: { action: string }) => i.action);
    expect(await actions('?from=2024-03-01&to=2024-03-01')).toEqual(['company.created']);
    expect(await actions('?from=2024-03-02&to=2024-03-02')).toEqual(['ad.closed']);
    expect(await actions('?to=2024-03-02')).toEqual(['ad.closed', 'company.created']);
    expect(await actions('?from=2024-03-03')).toEqual(['company.approved']);
    const bad = await list('?from=dun');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('from');
  });

  it('refuses days the calendar lacks and years outside 2000–2100, naming the filter', async () => {
    const cases = [
      ['?from=2024-99-99', 'from', 'Başlangıç tarihi geçerli bir tarih olmalıdır'],
      ['?to=2024-02-30', 'to', 'Bitiş tarihi geçerli bir tarih olmalıdır'],
      ['?from=0001-01-01', 'from', 'Başlangıç tarihi 2000 ile 2100 yılları arasında olmalıdır'],
      ['?to=2024-03-01T10:00:00', 'to', 'Bitiş tarihi geçerli bir tarih ve saat olmalıdır'],
    ];
    for (const [query, field, message] of cases) {
      const response = await list(query as string);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field, message })]);
    }
  });

  it('paginates', async () => {
    const response = await list('?pageSize=1&page=2');
    expect(response.json()).toMatchObject({ page: 2, pageSize: 1, total: 3 });
    expect(response.json().items.map((i: { action: string }) => i.action)).toEqual(['ad.closed']);
  });

  it('lists the actions and entity types for the filters', async () => {
    await writeAudit(t.app.db, { actorUserId: null, action: 'user.banned', entityType: 'user' });
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/audit/facets',
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      actions: ['ad.closed', 'company.approved', 'company.created', 'user.banned'],
      entityTypes: ['ad', 'company', 'user'],
    });
  });
});
