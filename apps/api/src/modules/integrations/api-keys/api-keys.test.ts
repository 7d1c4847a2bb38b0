import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiKeyList, CreatedApiKey } from '@teklifal/core';
import { apiKey, auditLog } from '../../../db/schema/index.ts';
import { addMember } from '../../../test/factories.ts';
import {
  createTestApp,
  eventually,
  inject,
  signUpAndSignIn,
  type TestApp,
} from '../../../test/helper.ts';
import { anySectorId, signedInCompany, type CompanyUser } from '../../../test/procurement.ts';
import { hashSecret } from './secret.ts';
import { createTestApiKey, injectWithKey } from './test-helpers.ts';

let t: TestApp;
let owner: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInCompany(t.app, { buyer: true, seller: true });
  sectorId = await anySectorId(t.app.db);
});
afterAll(() => t.close());

const list = async (cookie: string) =>
  inject(t.app, { method: 'GET', url: '/api/my-company/api-keys', cookie });
const revoke = (cookie: string, keyId: string) =>
  inject(t.app, { method: 'POST', url: `/api/my-company/api-keys/${keyId}/revoke`, cookie });

describe('creating, listing and revoking keys', () => {
  it('answers the secret once; the list shows prefix, scopes and creator, never the secret', async () => {
    const created = await createTestApiKey(t.app, owner, {
      name: 'Logo ERP',
      scopes: ['orders:read', 'ads:read'],
    });
    expect(created.secret).toMatch(/^tk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    expect(created.key).toMatchObject({
      name: 'Logo ERP',
      // Kept in core's order, whatever order they were sent in.
      scopes: ['ads:read', 'orders:read'],
      status: 'active',
      lastUsedAt: null,
      expiresAt: null,
      createdBy: { id: owner.userId },
    });

    const listed = await list(owner.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.secret);
    expect(listed.body).not.toContain(hashSecret(created.secret));
    const item = listed.json<ApiKeyList>().items.find((key) => key.id === created.key.id);
    expect(item).toEqual(created.key);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const created = await createTestApiKey(t.app, owner);
    const [row] = await t.app.db.select().from(apiKey).where(eq(apiKey.id, created.key.id));
    expect(row?.secretHash).toBe(hashSecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(created.key.prefix.length));
  });

  it('refuses an empty name, no scope, an unknown scope and a past expiry, naming the field', async () => {
    const post = (payload: object) =>
      inject(t.app, {
        method: 'POST',
        url: '/api/my-company/api-keys',
        cookie: owner.cookie,
        payload,
        headers: { 'accept-language': 'tr' },
      });
    const fieldsOf = (response: { json: () => { errors?: { field: string }[] } }) =>
      response.json().errors?.map((error) => error.field);
    expect(fieldsOf(await post({ name: ' ', scopes: ['chat'] }))).toEqual(['name']);
    expect(fieldsOf(await post({ name: 'x', scopes: [] }))).toEqual(['scopes']);
    expect((await post({ name: 'x', scopes: ['admin'] })).statusCode).toBe(400);
    const past = await post({ name: 'x', scopes: ['chat'], expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({
      field: 'expiresAt',
      message: 'Son kullanma tarihi gelecekte bir tarih olmalıdır',
    });
  });

  it('lets only owners and admins manage keys, and never with a key', async () => {
    const member = await signUpAndSignIn(t.app);
    await addMember(t.app.db, owner.companyId, member.userId, 'member');
    expect((await list(member.cookie)).statusCode).toBe(403);
    const created = await createTestApiKey(t.app, owner);
    const withKey = await injectWithKey(t.app, created.secret, { url: '/api/my-company/api-keys' });
    expect(withKey.statusCode).toBe(403);
    expect(withKey.json()).toMatchObject({ code: 'API_KEY_NOT_ALLOWED' });
  });

  it('revokes at once: the key gets 401 problem+json, the list says revoked, and again is a no-op', async () => {
    const created = await createTestApiKey(t.app, owner, { scopes: ['ads:read'] });
    expect((await injectWithKey(t.app, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      200,
    );
    const revoked = await revoke(owner.cookie, created.key.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const refused = await injectWithKey(t.app, created.secret, { url: '/api/ads/mine' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    expect((await revoke(owner.cookie, created.key.id)).statusCode).toBe(200);
    const lines = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.key.id), eq(auditLog.action, 'apiKey.revoked')));
    expect(lines).toHaveLength(1);
  });

  it("does not find another company's key to revoke", async () => {
    const other = await signedInCompany(t.app, { buyer: true });
    const created = await createTestApiKey(t.app, owner);
    expect((await revoke(other.cookie, created.key.id)).statusCode).toBe(404);
  });

  it('refuses an expired key with 401, and lists it as expired', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const created = await createTestApiKey(t.app, owner, { scopes: ['ads:read'], expiresAt: soon });
    expect((await injectWithKey(t.app, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const refused = await injectWithKey(t.app, created.secret, { url: '/api/ads/mine' });
    expect(refused.statusCode).toBe(401);
    const item = (await list(owner.cookie))
      .json<ApiKeyList>()
      .items.find((key) => key.id === created.key.id);
    expect(item?.status).toBe('expired');
  });

  it('refuses a made-up key and a malformed one with 401', async () => {
    for (const secret of ['tk_live_' + 'A'.repeat(43), 'nonsense']) {
      const response = await injectWithKey(t.app, secret, { url: '/api/health' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    }
  });
});

describe('what a key may do', () => {
  let key: CreatedApiKey;
  beforeAll(async () => {
    key = await createTestApiKey(t.app, owner, { scopes: ['ads:read'] });
  });

  it('acts as its company with a member’s role (GET /api/me)', async () => {
    const me = await injectWithKey(t.app, key.secret, { url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { id: owner.userId, role: 'user' },
      company: { id: owner.companyId },
      companyRole: 'member',
    });
  });

  it('answers 403 naming the missing scope outside the key’s scopes', async () => {
    const response = await injectWithKey(t.app, key.secret, {
      url: '/api/orders',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'API_KEY_SCOPE' });
    expect(response.json().detail).toContain('orders:read');
  });

  it('refuses the people-only routes: sign-out, profile, password, back office', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/sign-out'],
      ['PATCH', '/api/me/profile'],
      ['POST', '/api/me/password'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/notifications'],
    ] as const) {
      const response = await injectWithKey(t.app, key.secret, { method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'API_KEY_NOT_ALLOWED' });
    }
  });

  it('writes with a key from anywhere (no Origin, another Origin), but cookies still need it', async () => {
    const writer = await createTestApiKey(t.app, owner, { scopes: ['ads:write'] });
    const body = { title: 'Anahtarla taslak', sectorId };
    const fromElsewhere = await injectWithKey(t.app, writer.secret, {
      method: 'POST',
      url: '/api/ads',
      payload: body,
      headers: { origin: 'https://erp.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.statusCode).toBe(201);
    expect(fromElsewhere.json()).toMatchObject({ title: 'Anahtarla taslak' });
    // The same write with the session cookie from another site is still refused.
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      payload: body,
      headers: { cookie: owner.cookie, origin: 'https://evil.example.com' },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      payload: body,
      headers: { cookie: owner.cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
  });
});

describe('audit lines', () => {
  it('writes a line at creation and for a use, one per key, route and answer a minute', async () => {
    const created = await createTestApiKey(t.app, owner, { scopes: ['ads:read'] });
    for (let i = 0; i < 3; i++) {
      await injectWithKey(t.app, created.secret, { url: '/api/ads/mine' });
    }
    await injectWithKey(t.app, created.secret, { url: '/api/orders' });
    const linesOf = async () =>
      t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, created.key.id))
        .orderBy(auditLog.createdAt);
    await eventually(async () => {
      const lines = await linesOf();
      expect(lines.map((line) => line.action).sort()).toEqual([
        'apiKey.created',
        'apiKey.used',
        'apiKey.used',
      ]);
    });
    const used = (await linesOf()).filter((line) => line.action === 'apiKey.used');
    expect(
      used.map((line) => line.data).sort((a, b) => String(a.route).localeCompare(String(b.route))),
    ).toEqual([
      { prefix: created.key.prefix, method: 'GET', route: '/api/ads/mine', status: 200 },
      { prefix: created.key.prefix, method: 'GET', route: '/api/orders', status: 403 },
    ]);
    expect(used.every((line) => line.actorUserId === owner.userId)).toBe(true);
    expect(used.every((line) => line.companyId === owner.companyId)).toBe(true);
    await eventually(async () => {
      const [row] = await t.app.db.select().from(apiKey).where(eq(apiKey.id, created.key.id));
      expect(row?.lastUsedAt).toBeInstanceOf(Date);
    });
  });
});

describe('the creator', () => {
  it('a key stops acting when its creator leaves the company', async () => {
    const admin = await signUpAndSignIn(t.app);
    await addMember(t.app.db, owner.companyId, admin.userId, 'admin');
    const created = await createTestApiKey(t.app, admin, { scopes: ['ads:read'] });
    expect((await injectWithKey(t.app, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      200,
    );
    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/company/members/${admin.userId}`,
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await injectWithKey(t.app, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      401,
    );
  });
});

describe('rate limit per key', () => {
  it('answers 429 past the key’s rate, and another key of the company still works', async () => {
    const busy = await createTestApiKey(t.app, owner, { scopes: ['ads:read'] });
    const calm = await createTestApiKey(t.app, owner, { scopes: ['ads:read'] });
    let limited = null;
    for (let i = 0; i < 301 && !limited; i++) {
      const response = await injectWithKey(t.app, busy.secret, { url: '/api/me' });
      if (response.statusCode === 429) limited = { i, response };
    }
    expect(limited?.i).toBe(300);
    expect(limited?.response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited?.response.headers['retry-after']).toBeDefined();
    expect((await injectWithKey(t.app, calm.secret, { url: '/api/me' })).statusCode).toBe(200);
  });
});
