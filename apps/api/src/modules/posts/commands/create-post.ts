import type { PostKind } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { post } from '../schema.ts';
import { auditPost, type StaffProps } from '../effects.ts';
import type { PostRow } from '../queries.ts';
import { postColumns, type PostFields } from '../post-parts.ts';

/** Writes a new blog post or announcement, a draft or published at once. */
export async function createPost(
  db: Database,
  props: StaffProps & { kind: PostKind; input: PostFields; now?: Date },
): Promise<PostRow> {
  const now = props.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(post)
      .values({
        kind: props.kind,
        ...postColumns(props.kind, props.input, { now, publishedBefore: null }),
        createdBy: props.actorUserId,
      })
      .returning();
    if (!row) throw new Error('post insert returned nothing');
    await auditPost(tx, props, 'post.created', row);
    return row;
  });
}
