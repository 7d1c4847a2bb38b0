import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { EMAIL_KIND_OF_NOTIFICATION, type NotificationType } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { emailPreference, notificationMail } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';
import { notifiedPeople } from '../queries/people-of-company.ts';

/**
 * Of the people `who` names, those who get this kind of notification by e-mail: a verified
 * address, not banned, and the kind not turned off.
 */
async function recipientsOf(db: Executor, who: SQL, kind: string): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        who,
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
 * Queues the mails of a notification, in the caller's transaction (notify.ts): one row per
 * person who wants this kind by e-mail, of the company's people or only of `userIds` when given
 * (a support answer goes to the one who asked). `quote` is a text the mail shows under the
 * notification's line (the answer itself); the bell never shows it. The mail job sends them
 * after the commit; a chat message waits for its digest.
 */
export async function queueNotificationMails(
  db: Executor,
  props: {
    companyId: string | null;
    userIds?: readonly string[];
    type: NotificationType;
    params: Record<string, string | number>;
    route: string | null;
    quote?: string;
  },
): Promise<void> {
  const kind = EMAIL_KIND_OF_NOTIFICATION[props.type];
  if (!kind) return;
  const who = notifiedPeople(db, props);
  if (!who) return;
  const userIds = await recipientsOf(db, who, kind);
  if (userIds.length === 0) return;
  // The job's clock, not the database's: the digest's window is measured against it.
  const createdAt = new Date();
  const params = props.quote === undefined ? props.params : { ...props.params, quote: props.quote };
  await db.insert(notificationMail).values(
    userIds.map((userId) => ({
      createdAt,
      userId,
      kind,
      type: props.type,
      params,
      route: props.route,
    })),
  );
}
