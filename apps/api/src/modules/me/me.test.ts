import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { company } from '../../db/schema/index.ts';
import { addMember, createCompany } from '../../test/factories.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('needs a session', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED', status: 401 });
  });

  it("answers null, not 401, to the web app's session probe when nobody is signed in", async () => {
    const anonymous = await inject(t.app, { method: 'GET', url: '/api/me?optional=true' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    const owner = await signUpAndSignIn(t.app);
    const signedIn = await inject(t.app, {
      method: 'GET',
      url: '/api/me?optional=true',
      cookie: owner.cookie,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { id: owner.userId }, company: null });
  });

  it('reports the company the user administers, with its approval flags', async () => {
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, {
      adminUserId: owner.userId,
      isBuyerConfirmed: 'yes',
      isSellerConfirmed: 'pending',
    });
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(me.json()).toMatchObject({
      company: { id: row.id, isBuyerConfirmed: 'yes', isSellerConfirmed: 'pending' },
      companyRole: 'owner',
    });
  });

  it('finds the company of a team member when the user administers none', async () => {
    const owner = await signUpAndSignIn(t.app);
    const member = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    await addMember(t.app.db, row.id, member.userId, 'member');
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: member.cookie });
    expect(me.json()).toMatchObject({ company: { id: row.id }, companyRole: 'member' });
  });

  it('follows an approval decision on the next request', async () => {
    const owner = await signUpAndSignIn(t.app);
    const row = await createCompany(t.app.db, { adminUserId: owner.userId });
    await t.app.db.update(company).set({ isSellerConfirmed: 'yes' }).where(eq(company.id, row.id));
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(me.json().company.isSellerConfirmed).toBe('yes');
  });

  it('remembers the language of the user and refuses an unknown one', async () => {
    const owner = await signUpAndSignIn(t.app);
    const bad = await inject(t.app, {
      method: 'PATCH',
      url: '/api/me/locale',
      cookie: owner.cookie,
      payload: { locale: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'locale',
      message: 'Dil izin verilen değerlerden biri olmalıdır',
    });
    const ok = await inject(t.app, {
      method: 'PATCH',
      url: '/api/me/locale',
      cookie: owner.cookie,
      payload: { locale: 'en' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    expect(ok.headers['content-type']).toBeUndefined();
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: owner.cookie });
    expect(me.json().user.locale).toBe('en');
  });
});

describe('platform admin routes', () => {
  it('refuse an anonymous visitor and an ordinary user', async () => {
    const anonymous = await inject(t.app, { method: 'GET', url: '/api/admin/mail-outbox' });
    expect(anonymous.statusCode).toBe(401);
    const ordinary = await signUpAndSignIn(t.app);
    const refused = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/mail-outbox',
      cookie: ordinary.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});
