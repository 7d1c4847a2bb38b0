import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { PostRow } from './queries.ts';

export interface StaffProps {
  actorUserId: string;
  ip: string;
}

export type PostAction = 'post.created' | 'post.updated' | 'post.published' | 'post.deleted';

/** Every change of public content leaves an audit line (who, which post, what it is now). */
export const auditPost = (tx: Executor, props: StaffProps, action: PostAction, row: PostRow) =>
  writeAudit(tx, {
    actorUserId: props.actorUserId,
    action,
    entityType: row.kind,
    entityId: row.id,
    data: {
      title: row.title,
      status: row.status,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    },
    ip: props.ip,
  });
