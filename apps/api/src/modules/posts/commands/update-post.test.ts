import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { usePostsWorld } from '../test-helpers.ts';

const w = usePostsWorld();

const publicIds = async (collection: 'blogs' | 'announcements') =>
  (await w.send('GET', `/api/${collection}?pageSize=48`, undefined, null))
    .json()
    .items.map((card: { id: string }) => card.id);

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Güncellenen yazı',
  content: '<p>Yeni içerik</p>',
  status: 'published',
  ...overrides,
});

describe('PUT /api/admin/posts/:id', () => {
  it('publishes a draft: dated now, listed, audited as a publication', async () => {
    const draft = await w.writePost({ status: 'draft' });
    const response = await w.send('PUT', `/api/admin/posts/${draft.id}`, body());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'published', title: 'Güncellenen yazı' });
    expect(response.json().publishedAt).not.toBeNull();
    expect(await publicIds('blogs')).toContain(draft.id);
    expect(await w.auditOf('post.published', draft.id)).toHaveLength(1);
  });

  it('schedules a post: a later date keeps it off the site until then', async () => {
    const scheduled = await w.writePost({ status: 'draft' });
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const response = await w.send(
      'PUT',
      `/api/admin/posts/${scheduled.id}`,
      body({ publishedAt: later }),
    );
    expect(response.json()).toMatchObject({ status: 'published', publishedAt: later });
    expect(await publicIds('blogs')).not.toContain(scheduled.id);
    expect((await w.send('GET', `/api/blogs/${scheduled.id}`, undefined, null)).statusCode).toBe(
      404,
    );
  });

  it('takes a post back to draft: gone from the site at once, its date kept', async () => {
    const live = await w.writePost({});
    const response = await w.send('PUT', `/api/admin/posts/${live.id}`, body({ status: 'draft' }));
    expect(response.json()).toMatchObject({ status: 'draft', publishedAt: live.publishedAt });
    expect(await publicIds('blogs')).not.toContain(live.id);
    expect(await w.auditOf('post.updated', live.id)).toHaveLength(1);
  });

  it('sanitizes the new HTML', async () => {
    const live = await w.writePost({});
    const response = await w.send(
      'PUT',
      `/api/admin/posts/${live.id}`,
      body({ content: '<p>Temiz</p><img src=x onerror=alert(1)>' }),
    );
    expect(response.json().content).toBe('<p>Temiz</p><img src="x" />');
  });

  it('names the wrong field and changes nothing', async () => {
    const live = await w.writePost({ title: 'Değişmeyecek' });
    const response = await w.send(
      'PUT',
      `/api/admin/posts/${live.id}`,
      body({ content: '   ', coverImageUrl: 'kapak.png' }),
    );
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['content', 'coverImageUrl']);
    const after = await w.send('GET', `/api/admin/posts/${live.id}`);
    expect(after.json().title).toBe('Değişmeyecek');
  });

  it('answers 404 for an unknown post and 403 to an ordinary user', async () => {
    expect((await w.send('PUT', '/api/admin/posts/yok', body())).statusCode).toBe(404);
    const live = await w.writePost({ title: 'Korunan' });
    const { cookie } = await signUpAndSignIn(w.app);
    const response = await w.send('PUT', `/api/admin/posts/${live.id}`, body(), cookie);
    expect(response.statusCode).toBe(403);
  });
});
