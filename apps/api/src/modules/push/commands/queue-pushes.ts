import { sql, type SQL } from 'drizzle-orm';
import { PUSH_KIND_OF_NOTIFICATION, type NotificationType } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { pushDevice, pushMessage, pushPreference } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';

/**
 * The channel the push sender of every instance listens on (modules/push/push-sender.ts). The
 * payload says only that something was queued (an empty one is not delivered to listeners).
 */
export const PUSH_CHANNEL = 'teklifal_push';

interface PushedNotification {
  type: NotificationType;
  params: Record<string, string | number>;
  route: string | null;
}

/**
 * Queues a notification for the devices of the people `who` names (a column of user ids, and
 * the notification row each of them sees), in the caller's transaction: those with a device,
 * not banned, who did not turn the kind off. One statement, whatever the number of people (it
 * runs while the caller holds its locks, as an auction bid does), which also NOTIFYs the
 * senders: PostgreSQL delivers that at commit, so a rolled-back change never pushes.
 */
async function queue(
  db: Executor,
  props: PushedNotification & { recipients: SQL; kind: string },
): Promise<void> {
  await db.execute(sql`
    with queued as (
      insert into ${pushMessage} (id, user_id, notification_id, type, params, route)
      select gen_random_uuid()::text, recipient.user_id, recipient.notification_id,
        ${props.type}, ${JSON.stringify(props.params)}::jsonb, ${props.route}
      from (${props.recipients}) as recipient
      join ${user} on ${user.id} = recipient.user_id
      where coalesce(${user.banned}, false) = false
        and exists (select 1 from ${pushDevice} where ${pushDevice.userId} = recipient.user_id)
        and not exists (
          select 1 from ${pushPreference}
          where ${pushPreference.userId} = recipient.user_id
            and ${props.kind} = any(${pushPreference.muted}))
      returning 1
    )
    select pg_notify(${PUSH_CHANNEL}, 'queued') from queued limit 1`);
}

/**
 * A company's notification for the devices of the people `who` names (a condition on the user:
 * the company's people, or the one a support answer goes to, as its mail does), each seeing the
 * one notification row (modules/notifications/commands/notify.ts).
 */
export async function queueCompanyPushes(
  db: Executor,
  props: PushedNotification & { notificationId: string; who: SQL },
): Promise<void> {
  const kind = PUSH_KIND_OF_NOTIFICATION[props.type];
  if (!kind) return;
  const recipients = sql`select ${user.id} as user_id, ${props.notificationId} as notification_id
    from ${user} where ${props.who}`;
  await queue(db, { ...props, kind, recipients });
}

/** Staff notifications for their devices: each person has a notification row of their own. */
export async function queueStaffPushes(
  db: Executor,
  props: PushedNotification & { rows: readonly { id: string; userId: string | null }[] },
): Promise<void> {
  const kind = PUSH_KIND_OF_NOTIFICATION[props.type];
  const rows = props.rows.filter((row): row is { id: string; userId: string } => !!row.userId);
  if (!kind || rows.length === 0) return;
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const recipients = sql`select * from unnest(${list(rows.map((row) => row.userId))}, ${list(
    rows.map((row) => row.id),
  )}) as pair (user_id, notification_id)`;
  await queue(db, { ...props, kind, recipients });
}
