import { and, count, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/client.ts';
import { preparedRead } from '../../../db/prepared.ts';
import { notification } from '../schema.ts';

export type NotificationRow = typeof notification.$inferSelect;
export type NotificationStatus = 'unread' | 'all';

/**
 * Whose notifications a person reads: their company's, and their own (platform staff's, e.g. a
 * company to review). A person without a company has only their own (companyId null).
 */
export interface Audience {
  companyId: string | null;
  userId: string;
}
type Param = string | null | Placeholder;

export const ofAudience = (companyId: Param, userId: string | Placeholder) =>
  or(
    companyId === null ? sql`false` : eq(notification.companyId, companyId),
    eq(notification.userId, userId),
  ) as SQL;
export const unreadOf = (companyId: Param, userId: string | Placeholder) =>
  and(ofAudience(companyId, userId), eq(notification.read, false)) as SQL;
const newestFirst = [desc(notification.createdAt), desc(notification.id)];

async function countWhere(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(notification).where(where);
  return row?.value ?? 0;
}

/** One page of the audience's notifications, newest first, with the totals the page shows. */
export async function listNotifications(
  db: Executor,
  props: Audience & { status: NotificationStatus; page: number; pageSize: number },
) {
  const where =
    props.status === 'unread'
      ? unreadOf(props.companyId, props.userId)
      : ofAudience(props.companyId, props.userId);
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
    props.status === 'unread' ? null : countWhere(db, unreadOf(props.companyId, props.userId)),
  ]);
  return { rows, total, unreadTotal: unreadTotal ?? total };
}

// The bell is asked on every page of a signed-in person: its two statements are built once.
// "The company's or the person's own" as an OR made PostgreSQL gather every unread row of both
// in a bitmap and sort them for the newest three (a company with 1,500 unread: pgbench 1,345 a
// second); as two parts each read in its index's order, 4,000. The person's own part leaves
// out what the company's already holds.
const companyPlaceholder = sql.placeholder('companyId');
const unreadOfCompany = and(
  eq(notification.companyId, companyPlaceholder),
  eq(notification.read, false),
) as SQL;
const unreadOwnNotCompanys = and(
  eq(notification.userId, sql.placeholder('userId')),
  eq(notification.read, false),
  sql`(${notification.companyId} is distinct from ${companyPlaceholder} or ${companyPlaceholder}::text is null)`,
) as SQL;

/**
 * Newest first, by the columns' names: drizzle writes a union's order by the properties' names
 * ("createdAt"), not the columns'.
 */
const newestInUnion = [
  sql`${sql.identifier('created_at')} desc`,
  sql`${sql.identifier('id')} desc`,
];

const unreadStatement = preparedRead('notifications_unread', (db, name) => {
  const newestOf = (where: SQL) =>
    db
      .select()
      .from(notification)
      .where(where)
      .orderBy(...newestInUnion)
      .limit(sql.placeholder('limit'));
  return unionAll(newestOf(unreadOfCompany), newestOf(unreadOwnNotCompanys))
    .orderBy(...newestInUnion)
    .limit(sql.placeholder('limit'))
    .prepare(name);
});

const unreadCountStatement = preparedRead('notifications_unread_count', (db, name) => {
  const countOf = (where: SQL) => db.select({ value: count() }).from(notification).where(where);
  return db
    .select({
      value:
        sql<number>`(${countOf(unreadOfCompany)}) + (${countOf(unreadOwnNotCompanys)})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

/** The newest unread notifications of an audience (the bell) and how many are unread in all. */
export async function listUnreadNotifications(db: Database, props: Audience & { limit: number }) {
  const audience = { companyId: props.companyId, userId: props.userId };
  const [rows, [counted]] = await Promise.all([
    unreadStatement(db).execute({ ...audience, limit: props.limit }),
    unreadCountStatement(db).execute(audience),
  ]);
  return { rows, total: counted?.value ?? 0 };
}
