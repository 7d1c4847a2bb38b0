import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { post } from '../schema.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { auditPost, type StaffProps } from '../effects.ts';
import type { PostRow } from '../queries.ts';
import { postColumns, type PostFields } from '../post-parts.ts';

/**
 * Rewrites a post. Publishing a draft is audited as a publication; a post that goes back to
 * draft leaves the public lists at once, and keeps its date for when it returns.
 */
export async function updatePost(
  db: Database,
  props: StaffProps & { postId: string; input: PostFields; now?: Date },
): Promise<PostRow> {
  const now = props.now ?? new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(post).where(eq(post.id, props.postId)).for('update');
    if (!before) throw new ProblemError('NOT_FOUND');
    const [row] = await tx
      .update(post)
      .set(postColumns(before.kind, props.input, { now, publishedBefore: before.publishedAt }))
      .where(eq(post.id, before.id))
      .returning();
    if (!row) throw new Error('post vanished during update');
    const published = before.status === 'draft' && row.status === 'published';
    await auditPost(tx, props, published ? 'post.published' : 'post.updated', row);
    return row;
  });
}
