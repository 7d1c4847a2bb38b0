import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
import { notification } from '../../db/schema/index.ts';

export type NotificationRow = typeof notification.$inferSelect;
export type NotificationStatus = 'unread' | 'all';

export const ofCompany = (companyId: string | Placeholder) => eq(notification.companyId, companyId);
export const unreadOf = (companyId: string | Placeholder) =>
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

// The bell is asked on every page of a signed-in person: its two statements are built once.
const unreadStatement = preparedRead('notifications_unread', (db, name) =>
  db
    .select()
    .from(notification)
    .where(unreadOf(sql.placeholder('companyId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

const unreadCountStatement = preparedRead('notifications_unread_count', (db, name) =>
  db
    .select({ value: count() })
    .from(notification)
    .where(unreadOf(sql.placeholder('companyId')))
    .prepare(name),
);

/** The newest unread notifications of a company (the bell) and how many are unread in all. */
export async function listUnreadNotifications(
  db: Database,
  props: { companyId: string; limit: number },
) {
  const [rows, [counted]] = await Promise.all([
    unreadStatement(db).execute(props),
    unreadCountStatement(db).execute({ companyId: props.companyId }),
  ]);
  return { rows, total: counted?.value ?? 0 };
}
