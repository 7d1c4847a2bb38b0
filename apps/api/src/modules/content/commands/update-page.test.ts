import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { page } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { useContentWorld } from '../test-helpers.ts';

const w = useContentWorld();

const pageRow = async (slug: string) =>
  (await w.app.db.select().from(page).where(eq(page.slug, slug)))[0];

describe('PUT /api/admin/pages/:slug', () => {
  it('sanitises page HTML and writes the audit log', async () => {
    const response = await w.send('PUT', '/api/admin/pages/terms', {
      title: 'Kullanım Koşulları',
      content: '<p>Yeni metin</p><script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe('<p>Yeni metin</p>');
    const audit = await w.auditOf('page.updated', 'terms');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: w.admin.userId,
      entityType: 'page',
      ip: '127.0.0.1',
    });
  });

  it('is refused to ordinary users', async () => {
    const { cookie } = await signUpAndSignIn(w.app);
    const response = await w.send(
      'PUT',
      '/api/admin/pages/terms',
      { title: 'x', content: 'y' },
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expect((await pageRow('terms'))?.title).not.toBe('x');
  });

  it('is refused to an anonymous visitor (401), changing nothing', async () => {
    const before = await pageRow('privacy');
    const response = await w.send(
      'PUT',
      '/api/admin/pages/privacy',
      { title: 'Boş', content: '<p>Boş</p>' },
      null,
    );
    expect(response.statusCode).toBe(401);
    expect(await pageRow('privacy')).toEqual(before);
    expect(await w.auditOf('page.updated', 'privacy')).toEqual([]);
  });

  it('the public page shows the new text at once', async () => {
    const saved = await w.send('PUT', '/api/admin/pages/aboutus', {
      title: 'Hakkımızda',
      content: '<h2>Biz kimiz?</h2><p>Alıcılarla tedarikçileri buluşturuyoruz.</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ slug: 'aboutus', title: 'Hakkımızda' });
    const shown = await w.send('GET', '/api/pages/aboutus', undefined, null);
    expect(shown.json()).toMatchObject({
      title: 'Hakkımızda',
      content: '<h2>Biz kimiz?</h2><p>Alıcılarla tedarikçileri buluşturuyoruz.</p>',
    });
  });

  it('refuses an empty title or text and an unknown page (400 naming the field), storing nothing', async () => {
    const before = await pageRow('cookies');
    const empty = await w.send('PUT', '/api/admin/pages/cookies', { title: ' ', content: '' });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['content', 'title']);
    expect(await pageRow('cookies')).toEqual(before);
    expect(await w.auditOf('page.updated', 'cookies')).toEqual([]);

    const unknown = await w.send('PUT', '/api/admin/pages/yok', { title: 'Yok', content: 'Yok' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('slug');
    expect(await pageRow('yok')).toBeUndefined();
  });

  it('saves the English version beside the Turkish, keeps it when left out, removes it on null', async () => {
    const turkish = { title: 'Çerez Politikası', content: '<p>Türkçe metin</p>' };
    const saved = await w.send('PUT', '/api/admin/pages/cookies', {
      ...turkish,
      en: { title: 'Cookie Policy', content: '<p>English text</p><script>alert(1)</script>' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().en).toEqual({ title: 'Cookie Policy', content: '<p>English text</p>' });
    const shown = await w.send('GET', '/api/pages/cookies', undefined, null);
    expect(shown.json()).toMatchObject({
      ...turkish,
      en: { title: 'Cookie Policy', content: '<p>English text</p>' },
    });

    const turkishOnly = await w.send('PUT', '/api/admin/pages/cookies', {
      title: 'Çerezler',
      content: '<p>Yeni Türkçe metin</p>',
    });
    expect(turkishOnly.json()).toMatchObject({ title: 'Çerezler', en: { title: 'Cookie Policy' } });

    const removed = await w.send('PUT', '/api/admin/pages/cookies', { ...turkish, en: null });
    expect(removed.json().en).toBeNull();
    expect((await pageRow('cookies'))?.contentEn).toBeNull();
  });

  it('refuses an English version without its title or text, naming the field', async () => {
    const response = await w.send('PUT', '/api/admin/pages/terms', {
      title: 'Kullanım Koşulları',
      content: '<p>Metin</p>',
      en: { title: 'Terms of Use', content: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['en.content']);
  });
});
