import type { NewPostInput } from '@teklifal/core';
import { post } from '../../db/schema/index.ts';
import { useStaffWorld, type StaffWorld } from '../../test/staff-world.ts';

export interface PostsWorld extends StaffWorld {
  /** Writes a post through the back office and returns its view. */
  writePost: (input: Partial<NewPostInput>) => Promise<{ id: string; [field: string]: unknown }>;
  /** Stores a post directly (dates of the past, missing fields), as imported content would be. */
  storePost: (values: Partial<typeof post.$inferInsert>) => Promise<typeof post.$inferSelect>;
}

export function usePostsWorld(): PostsWorld {
  const w = useStaffWorld() as PostsWorld;
  w.writePost = async (input) => {
    const response = await w.send('POST', '/api/admin/posts', {
      kind: 'blog',
      title: 'Satın almada e-ihale dönemi',
      content: '<p>Tedarikçi seçiminde şeffaflık.</p>',
      status: 'published',
      ...input,
    });
    if (response.statusCode !== 201) throw new Error(`post refused: ${response.body}`);
    return response.json();
  };
  w.storePost = async (values) => {
    const [row] = await w.app.db
      .insert(post)
      .values({
        kind: 'blog',
        content: '<p>İçerik</p>',
        status: 'published',
        publishedAt: new Date('2024-03-12T09:00:00Z'),
        ...values,
      })
      .returning();
    if (!row) throw new Error('post insert returned nothing');
    return row;
  };
  return w;
}
