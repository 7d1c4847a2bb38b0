import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { translate, type NotificationParamsByType, type NotificationType } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { notification } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';
import { emitLiveEvent } from '../../../lib/live-events.ts';
import { notifiedPeople, peopleOfCompany } from '../queries/people-of-company.ts';
import { queueNotificationMails } from './queue-notification-mails.ts';
import { queueCompanyPushes, queueStaffPushes } from '../../push/commands/queue-pushes.ts';

/**
 * A notification's params and the Turkish text stored with it (`message`: the specification's
 * text; type and params let the web show it in either language).
 */
function storedText<T extends NotificationType>(type: T, typed: NotificationParamsByType[T]) {
  const params = typed as unknown as Record<string, string | number>;
  return { params, message: translate('tr', `notifications.types.${type}`, params) };
}

/**
 * Writes a notification for a company, in the caller's transaction. `message` is the Turkish
 * text the specification stores; type and params let the web show it in either language.
 * Params that are catalogue keys (e.g. `companies.roles.buyer`) are translated when shown.
 * The people who want this kind by e-mail too get it queued for the mail job: the company's,
 * or only `mail.userIds` of them, with `mail.quote` under the line (queue-notification-mails.ts).
 */
export async function notifyCompany<T extends NotificationType>(
  db: Executor,
  props: {
    companyId: string;
    type: T;
    params: NotificationParamsByType[T];
    route?: string | null;
    mail?: { userIds?: readonly string[]; quote?: string };
  },
): Promise<void> {
  const { params, message } = storedText(props.type, props.params);
  const [row] = await db
    .insert(notification)
    .values({
      companyId: props.companyId,
      type: props.type,
      params,
      message,
      route: props.route ?? null,
    })
    .returning({ id: notification.id });
  await queueNotificationMails(db, {
    ...props,
    ...props.mail,
    params,
    route: props.route ?? null,
  });
  // Pushed to the same people as the mail (the company's, or mail.userIds of them).
  const who = notifiedPeople(db, { companyId: props.companyId, userIds: props.mail?.userIds });
  if (row && who) {
    await queueCompanyPushes(db, {
      ...props,
      who,
      notificationId: row.id,
      params,
      route: props.route ?? null,
    });
  }
  await announce(db, props.companyId, props.type, props.route ?? null);
}

/** The company's open screens hear of it (bell, and the lists the notification concerns). */
const announce = (db: Executor, companyId: string, type: NotificationType, route: string | null) =>
  emitLiveEvent(db, { companyIds: [companyId], kind: 'notification', data: { type, route } });

/**
 * Like notifyCompany, but a company keeps at most one unread notification of this type for
 * this route: a new event refreshes it (text, params, time) instead of piling up another.
 * For chatty sources such as an order's chat.
 */
export async function notifyCompanyOnce<T extends NotificationType>(
  db: Executor,
  props: {
    companyId: string;
    type: T;
    params: NotificationParamsByType[T];
    route: string;
  },
): Promise<void> {
  const { params, message } = storedText(props.type, props.params);
  const refreshed = await db
    .update(notification)
    .set({ params, message, createdAt: new Date() })
    .where(
      and(
        eq(notification.companyId, props.companyId),
        eq(notification.type, props.type),
        eq(notification.route, props.route),
        eq(notification.read, false),
      ),
    )
    .returning({ id: notification.id });
  const [kept] = refreshed;
  if (!kept) await notifyCompany(db, props);
  else {
    // The bell keeps one entry; the mail digest counts every message, and each is pushed.
    await queueNotificationMails(db, { ...props, params });
    await queueCompanyPushes(db, {
      ...props,
      who: peopleOfCompany(db, props.companyId),
      params,
      notificationId: kept.id,
    });
    await announce(db, props.companyId, props.type, props.route);
  }
}

/**
 * Notifies every platform admin (not banned) in their own bell, in the caller's transaction,
 * and queues the mail for those who want this kind (queue-notification-mails.ts). For what staff
 * must act on, such as a company waiting for approval. Staff screens get no live event: their
 * bell reads again on every navigation and window focus.
 */
export async function notifyStaff<T extends NotificationType>(
  db: Executor,
  props: { type: T; params: NotificationParamsByType[T]; route: string },
): Promise<void> {
  const staff = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), sql`coalesce(${user.banned}, false) = false`));
  if (staff.length === 0) return;
  const userIds = staff.map(({ id }) => id);
  const { params, message } = storedText(props.type, props.params);
  const rows = await db
    .insert(notification)
    .values(
      userIds.map((userId) => ({ userId, type: props.type, params, message, route: props.route })),
    )
    .returning({ id: notification.id, userId: notification.userId });
  await queueStaffPushes(db, { ...props, params, rows });
  await queueNotificationMails(db, {
    companyId: null,
    userIds,
    type: props.type,
    params,
    route: props.route,
  });
}

/**
 * Marks every staff member's unread notifications that lead to `route` read, in the caller's
 * transaction: once one of them has dealt with what the notification asked for (a company's
 * application decided), it is no longer news for the others either.
 */
export async function settleStaffNotifications(
  db: Executor,
  props: { types: readonly NotificationType[]; route: string },
): Promise<void> {
  await db
    .update(notification)
    .set({ read: true })
    .where(
      and(
        isNotNull(notification.userId),
        inArray(notification.type, [...props.types]),
        eq(notification.route, props.route),
        eq(notification.read, false),
      ),
    );
}

/**
 * Marks the company's unread notifications that lead to `route` read, in the caller's
 * transaction: the company has now seen what they pointed at (an order's chat, read).
 */
export async function settleCompanyNotifications(
  db: Executor,
  props: { companyId: string; route: string },
): Promise<void> {
  await db
    .update(notification)
    .set({ read: true })
    .where(
      and(
        eq(notification.companyId, props.companyId),
        eq(notification.route, props.route),
        eq(notification.read, false),
      ),
    );
}
