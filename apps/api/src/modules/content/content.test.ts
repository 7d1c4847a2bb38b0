import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ContactInfoView, PageView, SeoSettingsView } from '@teklifal/core';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { useContentWorld } from './test-helpers.ts';

// Editing pages and settings, and the newsletter, are tested beside their commands (commands/).
const w = useContentWorld();

describe('seeded content', () => {
  it.each(['kvkk', 'cookies', 'terms', 'privacy', 'aboutus', 'contactus'])(
    'serves the %s page',
    async (slug) => {
      const response = await inject(w.app, { method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().content.length).toBeGreaterThan(500);
    },
  );

  it('the KVKK notice states the 30-day answer and 60-day complaint periods', async () => {
    const { content } = (await inject(w.app, { method: 'GET', url: '/api/pages/kvkk' })).json();
    expect(content).toMatch(/otuz \(30\) gün/);
    expect(content).toMatch(/altmış \(60\) gün/);
  });

  it('an unknown page is a 400 naming the slug', async () => {
    const response = await inject(w.app, { method: 'GET', url: '/api/pages/yok' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('slug');
  });

  it('site settings have a title', async () => {
    const seo = (await inject(w.app, { method: 'GET', url: '/api/settings/seo' })).json();
    expect(seo.siteTitle).toBe('TeklifAl');
  });

  it('the public contact document hides socials without an address', async () => {
    const contact = (await inject(w.app, { method: 'GET', url: '/api/settings/contact' })).json();
    expect(contact.socials.every((s: { href: string | null }) => s.href)).toBe(true);
    const full = await inject(w.app, {
      method: 'GET',
      url: '/api/admin/settings/contact',
      cookie: w.admin.cookie,
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
    const response = await inject(w.app, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(schema.parse(body)).toStrictEqual(body);
    const again = await inject(w.app, {
      method: 'GET',
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/admin/pages', () => {
  it('lists every seeded page in the order staff expect, for platform admins only', async () => {
    const response = await w.send('GET', '/api/admin/pages');
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((page: { slug: string }) => page.slug)).toEqual([
      'kvkk',
      'cookies',
      'terms',
      'privacy',
      'aboutus',
      'contactus',
    ]);
    const { cookie } = await signUpAndSignIn(w.app);
    expect((await w.send('GET', '/api/admin/pages', undefined, cookie)).statusCode).toBe(403);
  });
});
