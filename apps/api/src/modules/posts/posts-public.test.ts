import { describe, expect, it } from 'vitest';
import { POST_DEFAULTS } from '@teklifal/core';
import { usePostsWorld } from './test-helpers.ts';

const w = usePostsWorld();

const day = (date: string) => new Date(`${date}T09:00:00Z`);
const get = (url: string) => w.send('GET', url, undefined, null);

describe('GET /api/blogs and /api/announcements', () => {
  it('lists published posts newest first as cards, a 150-character preview of the text', async () => {
    const long = `<h2>Giriş</h2><p>${'Şeffaf ve ölçülebilir tedarik &amp; satın alma süreçleri '.repeat(6)}</p>`;
    const older = await w.storePost({
      title: 'Eski yazı',
      category: 'Lojistik',
      author: 'Mehmet Kaya',
      publishedAt: day('2024-03-12'),
    });
    const newer = await w.storePost({
      title: 'Yeni yazı',
      content: long,
      coverImageUrl: '/api/files/kapak',
      publishedAt: day('2024-04-02'),
    });
    await w.storePost({ title: 'Taslak', status: 'draft', publishedAt: day('2024-05-01') });
    await w.storePost({ title: 'Duyuru', kind: 'announcement' });

    const response = await get('/api/blogs?pageSize=2');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    const [first, second] = page.items;
    expect(first).toMatchObject({
      id: newer.id,
      kind: 'blog',
      title: 'Yeni yazı',
      coverImageUrl: '/api/files/kapak',
      category: POST_DEFAULTS.category,
      author: POST_DEFAULTS.author,
      publishedAt: '2024-04-02T09:00:00.000Z',
    });
    expect(first.preview.startsWith('Giriş Şeffaf ve ölçülebilir tedarik & satın alma')).toBe(true);
    expect(Array.from(first.preview as string).length).toBeLessThanOrEqual(151);
    expect(first.preview).toMatch(/…$/);
    expect(first).not.toHaveProperty('content');
    expect(second).toMatchObject({ id: older.id, category: 'Lojistik', author: 'Mehmet Kaya' });
    expect(page.items.map((card: { title: string }) => card.title)).not.toContain('Taslak');
    expect(page.categories).toEqual(expect.arrayContaining(['Genel', 'Lojistik']));
  });

  it('gives an untitled post the default title and an undated one no date', async () => {
    const untitled = await w.storePost({ kind: 'announcement', title: null, publishedAt: null });
    const cards = (await get('/api/announcements?pageSize=48')).json().items;
    const card = cards.find((item: { id: string }) => item.id === untitled.id);
    expect(card).toMatchObject({
      title: POST_DEFAULTS.title,
      category: null,
      author: null,
      publishedAt: null,
    });
  });

  it('filters blog posts by category, an empty category being the default one', async () => {
    const tagged = await w.storePost({ title: 'Enerji yazısı', category: 'Enerji' });
    const plain = await w.storePost({ title: 'Kategorisiz yazı', category: null });
    const energy = (await get('/api/blogs?category=Enerji')).json();
    expect(energy.items.map((card: { id: string }) => card.id)).toEqual([tagged.id]);
    expect(energy.total).toBe(1);
    const general = (
      await get(`/api/blogs?category=${encodeURIComponent('Genel')}&pageSize=48`)
    ).json();
    expect(general.items.map((card: { id: string }) => card.id)).toContain(plain.id);
    expect(general.items.map((card: { id: string }) => card.id)).not.toContain(tagged.id);
  });

  it('pages through the list', async () => {
    const all = (await get('/api/blogs?pageSize=48')).json();
    const second = (await get('/api/blogs?page=2&pageSize=1')).json();
    expect(second.items[0].id).toBe(all.items[1].id);
    expect(second.total).toBe(all.total);
    expect((await get('/api/blogs?pageSize=500')).statusCode).toBe(400);
  });
});

describe('GET /api/blogs/:id and /api/announcements/:id', () => {
  it('answers the article with its reading time and the posts before and after it', async () => {
    const first = await w.storePost({
      kind: 'announcement',
      title: 'Birinci',
      publishedAt: day('2023-01-01'),
    });
    const middle = await w.storePost({
      kind: 'announcement',
      title: 'Ortanca',
      content: `<p>${'kelime '.repeat(450)}</p>`,
      publishedAt: day('2023-01-02'),
    });
    const last = await w.storePost({
      kind: 'announcement',
      title: 'Sonuncu',
      publishedAt: day('2023-01-03'),
    });

    const response = await get(`/api/announcements/${middle.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: middle.id,
      title: 'Ortanca',
      readingMinutes: 3,
      previous: { id: first.id, title: 'Birinci' },
      next: { id: last.id, title: 'Sonuncu' },
    });
    expect(response.json().content).toContain('kelime');
  });

  it('does not find drafts, scheduled posts, unknown ids or a post of the other kind', async () => {
    const draft = await w.storePost({ status: 'draft' });
    const scheduled = await w.storePost({ publishedAt: new Date(Date.now() + 86_400_000) });
    const blog = await w.storePost({});
    for (const url of [
      `/api/blogs/${draft.id}`,
      `/api/blogs/${scheduled.id}`,
      '/api/blogs/bilinmeyen',
      `/api/announcements/${blog.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await get(`/api/blogs/${blog.id}`)).statusCode).toBe(200);
  });
});
