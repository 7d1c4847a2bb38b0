import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { post } from '../schema.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { auditPost, type StaffProps } from '../effects.ts';

/** Deletes a post for good; its audit line keeps what it was called. */
export async function deletePost(db: Database, props: StaffProps & { postId: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(post).where(eq(post.id, props.postId)).returning();
    if (!row) throw new ProblemError('NOT_FOUND');
    await auditPost(tx, props, 'post.deleted', row);
  });
}
