import type { Executor } from '../../../db/client.ts';
import { notification } from '../../../db/schema/index.ts';
import { unreadOf } from '../queries.ts';

/** Marks every unread notification of the company read; answers how many changed. */
export async function markAllNotificationsRead(
  db: Executor,
  props: { companyId: string },
): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ read: true })
    .where(unreadOf(props.companyId))
    .returning({ id: notification.id });
  return rows.length;
}
