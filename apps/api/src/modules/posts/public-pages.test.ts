import { describe, expect, it } from 'vitest';
import { usePostsWorld } from './test-helpers.ts';

const w = usePostsWorld();
const get = (url: string) => w.send('GET', url, undefined, null);

describe('feeds, sitemap and robots.txt', () => {
  it('serves an Atom feed of the newest blog posts with escaped titles and HTML', async () => {
    const stored = await w.storePost({
      title: 'Fiyat & kalite <dengesi>',
      content: '<p>Kalite &amp; fiyat</p>',
      author: 'Ayşe Demir',
    });
    await w.storePost({ title: 'Taslak gizli', status: 'draft' });
    const response = await get('/api/blogs/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/atom+xml');
    expect(response.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(response.body).toContain('<title>Fiyat &amp; kalite &lt;dengesi&gt;</title>');
    expect(response.body).toContain(`/blogs/${stored.id}`);
    expect(response.body).toContain('<name>Ayşe Demir</name>');
    expect(response.body).toContain('&lt;p&gt;Kalite &amp;amp; fiyat&lt;/p&gt;');
    expect(response.body).not.toContain('Taslak gizli');
    expect((await get('/api/announcements/feed.xml')).statusCode).toBe(200);
  });

  it('lists the public pages and published posts in sitemap.xml, never a draft', async () => {
    const published = await w.storePost({ kind: 'announcement', title: 'Site haritasında' });
    const draft = await w.storePost({ title: 'Haritada yok', status: 'draft' });
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/blogs', '/duyurular', '/kvkk', `/announcements/${published.id}`]) {
      expect(response.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(response.body).not.toContain(draft.id);
  });

  it('keeps search engines out of the signed-in screens and points them to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('describes an article to link previews: its title, preview and cover', async () => {
    const stored = await w.storePost({
      title: 'Kapaklı yazı',
      content: '<p>Önizlemede görünen metin.</p>',
      coverImageUrl: '/api/files/kapak',
    });
    expect(await w.app.publicPages.metaFor(`/blogs/${stored.id}`)).toEqual({
      title: 'Kapaklı yazı',
      description: 'Önizlemede görünen metin.',
      image: '/api/files/kapak',
      type: 'article',
    });
    expect(await w.app.publicPages.metaFor('/blogs/bilinmeyen')).toBeNull();
    expect((await w.app.publicPages.metaFor('/duyurular'))?.title).toBe('Duyurular');
  });
});
