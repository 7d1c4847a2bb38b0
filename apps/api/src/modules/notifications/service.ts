import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notification } from '../../db/schema/index.ts';

export type NotificationRow = typeof notification.$inferSelect;
export type NotificationStatus = 'unread' | 'all';

const ofCompany = (companyId: string) => eq(notification.companyId, companyId);
const unreadOf = (companyId: string) =>
  and(ofCompany(companyId), eq(notification.read, false)) as SQL;
const newestFirst = [desc(notification.createdAt), desc(notification.id)];

async function countWhere(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(notification).where(where);
  return row?.value ?? 0;
}

/** One page of a company's notifications, newest first, with the totals the page shows. */
export async function listNotifications(
  db: Executor,
  props: { companyId: string; status: NotificationStatus; page: number; pageSize: number },
) {
  const where = props.status === 'unread' ? unreadOf(props.companyId) : ofCompany(props.companyId);
  const [rows, total, unreadTotal] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(where)
      .orderBy(...newestFirst)
      .limit(props.pageSize)
      .offset((props.page - 1) * props.pageSize),
    countWhere(db, where),
    // Filtered to the unread ones, the total is already the unread count.
    props.status === 'unread' ? null : countWhere(db, unreadOf(props.companyId)),
  ]);
  return { rows, total, unreadTotal: unreadTotal ?? total };
}

/** The newest unread notifications of a company (the bell) and how many are unread in all. */
export async function listUnreadNotifications(
  db: Executor,
  props: { companyId: string; limit: number },
) {
  const where = unreadOf(props.companyId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(where)
      .orderBy(...newestFirst)
      .limit(props.limit),
    countWhere(db, where),
  ]);
  return { rows, total };
}

/**
 * Marks one notification of the company read; null when the company has no such notification
 * (another company's id included, so its existence never leaks). Marking twice is harmless.
 */
export async function markNotificationRead(
  db: Executor,
  props: { companyId: string; id: string },
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notification)
    .set({ read: true })
    .where(and(eq(notification.id, props.id), ofCompany(props.companyId)))
    .returning();
  return row ?? null;
}

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
