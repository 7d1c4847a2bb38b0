import type { Executor } from '../../../db/client.ts';
import { notification } from '../schema.ts';
import { unreadOf, type Audience } from '../queries/notifications.ts';

/** Marks every unread notification of the audience read; answers how many changed. */
export async function markAllNotificationsRead(db: Executor, props: Audience): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ read: true })
    .where(unreadOf(props.companyId, props.userId))
    .returning({ id: notification.id });
  return rows.length;
}
