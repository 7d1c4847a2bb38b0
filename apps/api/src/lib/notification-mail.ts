import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { EMAIL_KIND_OF_NOTIFICATION, type NotificationType } from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import {
  company,
  companyMember,
  emailPreference,
  notificationMail,
  user,
} from '../db/schema/index.ts';

/**
 * The people of a company who get this kind of notification by e-mail too: its owner and team
 * members with a verified address, not banned, who have not turned the kind off.
 */
async function recipientsOf(db: Executor, companyId: string, kind: string): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        or(
          inArray(
            user.id,
            db
              .select({ id: companyMember.userId })
              .from(companyMember)
              .where(eq(companyMember.companyId, companyId)),
          ),
          inArray(
            user.id,
            db.select({ id: company.adminUserId }).from(company).where(eq(company.id, companyId)),
          ),
        ),
        eq(user.emailVerified, true),
        sql`coalesce(${user.banned}, false) = false`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailPreference)
            .where(
              and(
                eq(emailPreference.userId, user.id),
                sql`${kind} = any(${emailPreference.muted})`,
              ),
            ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Queues the mails of a notification, in the caller's transaction (lib/notify.ts): one row per
 * person who wants this kind by e-mail. The mail job sends them after the commit; a chat
 * message waits for its digest.
 */
export async function queueNotificationMails(
  db: Executor,
  props: {
    companyId: string;
    type: NotificationType;
    params: Record<string, string | number>;
    route: string | null;
  },
): Promise<void> {
  const kind = EMAIL_KIND_OF_NOTIFICATION[props.type];
  if (!kind) return;
  const userIds = await recipientsOf(db, props.companyId, kind);
  if (userIds.length === 0) return;
  // The job's clock, not the database's: the digest's window is measured against it.
  const createdAt = new Date();
  await db.insert(notificationMail).values(
    userIds.map((userId) => ({
      createdAt,
      userId,
      kind,
      type: props.type,
      params: props.params,
      route: props.route,
    })),
  );
}
