import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { useContentWorld } from '../test-helpers.ts';

const w = useContentWorld();

describe('PUT /api/admin/settings/seo and /api/admin/settings/contact', () => {
  it('updates the site settings and refuses a bad logo address', async () => {
    const bad = await w.send('PUT', '/api/admin/settings/seo', {
      siteTitle: 'TeklifAl',
      logoUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'logoUrl',
      message: 'Logo adresi geçerli bir adres (https://…) olmalıdır',
    });
    expect(await w.auditOf('setting.updated', 'seo')).toEqual([]);

    const ok = await w.send('PUT', '/api/admin/settings/seo', {
      siteTitle: 'TeklifAl Pazaryeri',
      logoUrl: 'https://cdn.ornek.com/logo.png',
    });
    expect(ok.statusCode).toBe(200);
    // The public copy on the instance that took the edit follows at once, before any notice.
    const seo = (await w.send('GET', '/api/settings/seo', undefined, null)).json();
    expect(seo).toMatchObject({
      siteTitle: 'TeklifAl Pazaryeri',
      logoUrl: 'https://cdn.ornek.com/logo.png',
    });
  });

  it('writes the whole document, unset fields as null, with an audit line of the new value', async () => {
    const response = await w.send('PUT', '/api/admin/settings/seo', { siteTitle: 'TeklifAl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      siteTitle: 'TeklifAl',
      siteDescription: null,
      faviconUrl: null,
      logoUrl: null,
      // The logo's stored sizes, shown beside it (none without a logo).
      logoImage: null,
    });
    const audit = await w.auditOf('setting.updated', 'seo');
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorUserId: w.admin.userId,
        entityType: 'setting',
        data: {
          value: { siteTitle: 'TeklifAl', siteDescription: null, faviconUrl: null, logoUrl: null },
        },
      }),
    );
  });

  it('updates the contact document; the public copy shows only socials with an address', async () => {
    const socials = [
      { name: 'LinkedIn', href: 'https://www.linkedin.com/company/teklifal', icon: 'linkedin' },
      { name: 'YouTube', href: 'https://www.youtube.com/@teklifal', icon: 'youtube' },
    ];
    const response = await w.send('PUT', '/api/admin/settings/contact', {
      socials,
      email: 'iletisim@teklifal.com.tr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      socials,
      email: 'iletisim@teklifal.com.tr',
      phone: null,
      address: null,
    });
    const shown = (await w.send('GET', '/api/settings/contact', undefined, null)).json();
    expect(shown).toMatchObject({ socials, email: 'iletisim@teklifal.com.tr', phone: null });
    expect(await w.auditOf('setting.updated', 'contactInfo')).toEqual([
      expect.objectContaining({
        actorUserId: w.admin.userId,
        data: { value: expect.objectContaining({ email: 'iletisim@teklifal.com.tr' }) },
      }),
    ]);
  });

  it('is refused to ordinary users (403), changing nothing', async () => {
    const { cookie } = await signUpAndSignIn(w.app);
    const before = (await w.send('GET', '/api/admin/settings/contact')).json();
    for (const [url, payload] of [
      ['/api/admin/settings/seo', { siteTitle: 'Ele Geçirildi' }],
      ['/api/admin/settings/contact', { socials: [], email: 'sahte@ornek.com' }],
    ] as const) {
      expect((await w.send('PUT', url, payload, cookie)).statusCode).toBe(403);
    }
    expect((await w.send('GET', '/api/settings/seo', undefined, null)).json().siteTitle).not.toBe(
      'Ele Geçirildi',
    );
    expect((await w.send('GET', '/api/admin/settings/contact')).json()).toEqual(before);
  });
});
