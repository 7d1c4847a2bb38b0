import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { usePostsWorld } from '../test-helpers.ts';

const w = usePostsWorld();

describe('DELETE /api/admin/posts/:id', () => {
  it('deletes a post for good, with an audit line that keeps its title', async () => {
    const live = await w.writePost({ kind: 'announcement', title: 'Bakım duyurusu' });
    const response = await w.send('DELETE', `/api/admin/posts/${live.id}`);
    expect(response.statusCode).toBe(204);
    expect((await w.send('GET', `/api/announcements/${live.id}`, undefined, null)).statusCode).toBe(
      404,
    );
    const audit = await w.auditOf('post.deleted', live.id);
    expect(audit[0]?.data).toMatchObject({ title: 'Bakım duyurusu' });
  });

  it('answers 404 for an unknown post and 403 to an ordinary user', async () => {
    expect((await w.send('DELETE', '/api/admin/posts/yok')).statusCode).toBe(404);
    const live = await w.writePost({});
    const { cookie } = await signUpAndSignIn(w.app);
    expect(
      (await w.send('DELETE', `/api/admin/posts/${live.id}`, undefined, cookie)).statusCode,
    ).toBe(403);
    expect((await w.send('GET', `/api/admin/posts/${live.id}`)).statusCode).toBe(200);
  });
});
