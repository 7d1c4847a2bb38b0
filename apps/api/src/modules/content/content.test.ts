import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ContactInfoView, PageView, SeoSettingsView } from '@teklifal/core';
import { auditLog, newsletterSubscriber } from '../../db/schema/index.ts';
import {
  createTestApp,
  inject,
  latestMailTo,
  signIn,
  signUpAndSignIn,
  type TestApp,
} from '../../test/helper.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ admin: { email: 'admin@teklifal.test', password: 'Yonetici2026' } });
  adminCookie = (await signIn(t.app, 'admin@teklifal.test', 'Yonetici2026')).cookie;
});
afterAll(() => t.close());

describe('seeded content', () => {
  it.each(['kvkk', 'cookies', 'terms', 'privacy', 'aboutus', 'contactus'])(
    'serves the %s page',
    async (slug) => {
      const response = await inject(t.app, { method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().content.length).toBeGreaterThan(500);
    },
  );

  it('the KVKK notice states the 30-day answer and 60-day complaint periods', async () => {
    const { content } = (await inject(t.app, { method: 'GET', url: '/api/pages/kvkk' })).json();
    expect(content).toMatch(/otuz \(30\) gün/);
    expect(content).toMatch(/altmış \(60\) gün/);
  });

  it('an unknown page is a 400 naming the slug', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/pages/yok' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('slug');
  });

  it('site settings have a title', async () => {
    const seo = (await inject(t.app, { method: 'GET', url: '/api/settings/seo' })).json();
    expect(seo.siteTitle).toBe('TeklifAl');
  });

  it('the public contact document hides socials without an address', async () => {
    const contact = (await inject(t.app, { method: 'GET', url: '/api/settings/contact' })).json();
    expect(contact.socials.every((s: { href: string | null }) => s.href)).toBe(true);
    const full = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/settings/contact',
      cookie: adminCookie,
    });
    expect(full.json().socials.length).toBeGreaterThan(contact.socials.length);
  });
});

/**
 * The public documents go out as text serialized once (sendCachedDocument), so no serializer
 * checks them: these hold them to the schemas that document them, nothing missing, nothing more.
 */
describe('the documented public documents', () => {
  it.each([
    ['/api/settings/seo', SeoSettingsView],
    ['/api/settings/contact', ContactInfoView],
    ['/api/pages/kvkk', PageView],
  ] as [string, z.ZodType][])('%s', async (url, schema) => {
    const response = await inject(t.app, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(schema.parse(body)).toStrictEqual(body);
    const again = await inject(t.app, {
      method: 'GET',
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('editing content (platform admin)', () => {
  it('sanitises page HTML and writes the audit log', async () => {
    const response = await inject(t.app, {
      method: 'PUT',
      url: '/api/admin/pages/terms',
      cookie: adminCookie,
      payload: {
        title: 'Kullanım Koşulları',
        content: '<p>Yeni metin</p><script>alert(1)</script>',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe('<p>Yeni metin</p>');
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, 'terms'));
    expect(audit).toHaveLength(1);
  });

  it('updates the site settings and refuses a bad logo address', async () => {
    const bad = await inject(t.app, {
      method: 'PUT',
      url: '/api/admin/settings/seo',
      cookie: adminCookie,
      payload: { siteTitle: 'TeklifAl', logoUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'logoUrl',
      message: 'Logo adresi geçerli bir adres (https://…) olmalıdır',
    });

    const ok = await inject(t.app, {
      method: 'PUT',
      url: '/api/admin/settings/seo',
      cookie: adminCookie,
      payload: { siteTitle: 'TeklifAl Pazaryeri', logoUrl: 'https://cdn.ornek.com/logo.png' },
    });
    expect(ok.statusCode).toBe(200);
    // The public copy on the instance that took the edit follows at once, before any notice.
    const seo = (await inject(t.app, { method: 'GET', url: '/api/settings/seo' })).json();
    expect(seo).toMatchObject({
      siteTitle: 'TeklifAl Pazaryeri',
      logoUrl: 'https://cdn.ornek.com/logo.png',
    });
  });

  it('is refused to ordinary users', async () => {
    const { cookie } = await signUpAndSignIn(t.app);
    const response = await inject(t.app, {
      method: 'PUT',
      url: '/api/admin/pages/terms',
      cookie,
      payload: { title: 'x', content: 'y' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('newsletter', () => {
  it('subscribes, sends a welcome mail, and treats a second time kindly', async () => {
    const email = 'bulten@ornek.com.tr';
    const first = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: ' Bulten@Ornek.com.tr ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'subscribed' });
    expect((await latestMailTo(t.app, email))?.subject).toContain('bültenine hoş geldiniz');
    const second = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'alreadySubscribed' });
    const rows = await t.app.db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a malformed address and stores nothing', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'abone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'email',
      message: 'E-posta geçerli bir e-posta adresi olmalıdır',
    });
    const rows = await t.app.db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, 'abone'));
    expect(rows).toHaveLength(0);
  });
});
