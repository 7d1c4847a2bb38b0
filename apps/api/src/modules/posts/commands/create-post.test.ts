import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { post } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { usePostsWorld } from '../test-helpers.ts';

const w = usePostsWorld();

const storedPosts = (title: string) => w.app.db.select().from(post).where(eq(post.title, title));

describe('POST /api/admin/posts', () => {
  it('writes a published blog post, dated now, with its audit line', async () => {
    const before = Date.now();
    const view = await w.writePost({
      title: 'Tedarikçi değerlendirmede beş ölçüt',
      category: 'Satın Alma',
      author: 'Ayşe Demir',
      coverImageUrl: '/api/files/cover-1',
    });
    expect(view).toMatchObject({
      kind: 'blog',
      title: 'Tedarikçi değerlendirmede beş ölçüt',
      category: 'Satın Alma',
      author: 'Ayşe Demir',
      coverImageUrl: '/api/files/cover-1',
      status: 'published',
    });
    expect(Date.parse(view.publishedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    const audit = await w.auditOf('post.created', view.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: w.admin.userId, entityType: 'blog' });
  });

  it('keeps a draft undated and off the public list', async () => {
    const view = await w.writePost({ title: 'Taslak yazı', status: 'draft' });
    expect(view).toMatchObject({ status: 'draft', publishedAt: null });
    const list = await w.send('GET', '/api/blogs', undefined, null);
    expect(list.json().items.map((card: { id: string }) => card.id)).not.toContain(view.id);
  });

  it('stores empty fields as empty, and no category or author on an announcement', async () => {
    const view = await w.writePost({
      kind: 'announcement',
      title: '',
      category: 'Yok sayılır',
      author: 'Yok sayılır',
    });
    expect(view).toMatchObject({ title: null, category: null, author: null });
  });

  it('sanitizes the HTML: an XSS attempt is stored inert', async () => {
    const view = await w.writePost({
      title: 'XSS denemesi',
      content:
        '<p onclick="alert(1)">Merhaba<script>alert(2)</script></p>' +
        '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">bağlantı</a>' +
        '<iframe src="https://kotu.example"></iframe>',
    });
    const stored = (await storedPosts('XSS denemesi'))[0]?.content ?? '';
    for (const html of [view.content as string, stored]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
      expect(html).toContain('<p>Merhaba</p>');
    }
  });

  it('names each wrong field and stores nothing', async () => {
    const response = await w.send('POST', '/api/admin/posts', {
      kind: 'newsletter',
      title: 'Hatalı yazı',
      content: '',
      coverImageUrl: 'ftp://kapak',
      status: 'live',
      publishedAt: 'dün',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields.sort()).toEqual(['content', 'coverImageUrl', 'kind', 'publishedAt', 'status']);
    expect(await storedPosts('Hatalı yazı')).toHaveLength(0);
  });

  it('is for platform admins only', async () => {
    const { cookie } = await signUpAndSignIn(w.app);
    const body = { kind: 'blog', title: 'Yetkisiz', content: '<p>x</p>', status: 'published' };
    expect((await w.send('POST', '/api/admin/posts', body, cookie)).statusCode).toBe(403);
    expect((await w.send('POST', '/api/admin/posts', body, null)).statusCode).toBe(401);
    expect(await storedPosts('Yetkisiz')).toHaveLength(0);
  });
});
