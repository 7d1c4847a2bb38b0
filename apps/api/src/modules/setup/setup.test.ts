import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.ts';
import { createTestApp, inject, signIn, type TestApp } from '../../test/helper.ts';

const admin = {
  name: 'Platform Yöneticisi',
  email: 'yonetici@teklifal.com.tr',
  password: 'Yonetici2026',
  passwordConfirm: 'Yonetici2026',
};

describe('first admin through /setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is open on an empty installation and validates its input', async () => {
    expect((await inject(t.app, { method: 'GET', url: '/api/setup' })).json()).toEqual({
      open: true,
    });
    const bad = await inject(t.app, {
      method: 'POST',
      url: '/api/setup',
      payload: { ...admin, email: 'yonetici' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('email');
    expect((await inject(t.app, { method: 'GET', url: '/api/setup' })).json()).toEqual({
      open: true,
    });
  });

  it('creates a verified admin once, then is gone', async () => {
    const created = await inject(t.app, { method: 'POST', url: '/api/setup', payload: admin });
    expect(created.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(user).where(eq(user.email, admin.email));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });

    const session = await signIn(t.app, admin.email, admin.password);
    const outbox = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/mail-outbox',
      cookie: session.cookie,
    });
    expect(outbox.statusCode).toBe(200);

    expect((await inject(t.app, { method: 'GET', url: '/api/setup' })).json()).toEqual({
      open: false,
    });
    const second = await inject(t.app, {
      method: 'POST',
      url: '/api/setup',
      payload: { ...admin, email: 'ikinci@teklifal.com.tr' },
    });
    expect(second.statusCode).toBe(404);
  });
});

describe('first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      admin: { email: 'env-admin@teklifal.com.tr', password: 'Ortam2026x' },
    });
  });
  afterAll(() => t.close());

  it('exists at start, can sign in, and setup is closed', async () => {
    const session = await signIn(t.app, 'env-admin@teklifal.com.tr', 'Ortam2026x');
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: session.cookie });
    expect(me.json().user.role).toBe('admin');
    expect((await inject(t.app, { method: 'GET', url: '/api/setup' })).json()).toEqual({
      open: false,
    });
  });
});
