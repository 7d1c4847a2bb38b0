import { and, asc, eq, inArray, isNull, lte, min, ne } from 'drizzle-orm';
import { CHAT_DIGEST_MINUTES, isLocale, type EmailKind } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { emailPreference, notificationMail } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';
import type { PeriodicJob } from '../../../lib/periodic-job.ts';
import { siteTitle } from '../../../lib/settings.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import { unreadChatsOfDigest } from '../mail/chat-digest.ts';
import {
  chatDigestContent,
  notificationMailContent,
  type MailRecipient,
} from '../mail/notification-mail-content.ts';
import { emailUnsubscribeUrls } from '../mail/unsubscribe-link.ts';
import { emailUnsubscribeToken } from '../mail/unsubscribe-token.ts';

/** How often every instance looks for notification mails to send. */
export const MAIL_JOB_INTERVAL_MS = 60_000;
const BATCH = 200;

export interface MailJobDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
  /**
   * Asked before each mail: true once the instance is stopping. A batch sent over SMTP takes
   * seconds; the rest of it is handed back for the next run (of any instance) rather than
   * holding the stop past its deadline, when the claimed mails would be lost.
   */
  stopping?: () => boolean;
}

type Row = typeof notificationMail.$inferSelect;

interface Person {
  id: string;
  name: string;
  email: string;
  locale: string | null;
  banned: boolean | null;
  muted: string[] | null;
}

/** The people of the claimed rows, with the kinds they have turned off by now. */
async function recipientsOf(db: Database, userIds: string[]): Promise<Map<string, Person>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      locale: user.locale,
      banned: user.banned,
      muted: emailPreference.muted,
    })
    .from(user)
    .leftJoin(emailPreference, eq(emailPreference.userId, user.id))
    .where(inArray(user.id, userIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Sends what the notifications queued (commands/queue-notification-mails.ts): each notification on
 * the run after it, and the chat messages of a person as one digest once the oldest of them is
 * CHAT_DIGEST_MINUTES old (so digests are at least that far apart), leaving out the messages their
 * company has read by then (none left, no mail). Rows are claimed by setting `sentAt` in one
 * conditional UPDATE ... RETURNING, so when several instances run it at once each mail leaves once.
 * A person who turned the kind off (or was banned) since is skipped. When the instance starts
 * stopping mid-batch, the mails not yet sent are unclaimed again. Returns how many mails it sent.
 */
export async function sendNotificationMails(deps: MailJobDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const single = await db
    .update(notificationMail)
    .set({ sentAt: now })
    .where(
      inArray(
        notificationMail.id,
        db
          .select({ id: notificationMail.id })
          .from(notificationMail)
          .where(
            and(
              isNull(notificationMail.sentAt),
              ne(notificationMail.kind, 'chatMessage'),
              lte(notificationMail.createdAt, now),
            ),
          )
          .orderBy(asc(notificationMail.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();

  const cutoff = new Date(now.getTime() - CHAT_DIGEST_MINUTES * 60_000);
  const due = await db
    .select({ userId: notificationMail.userId })
    .from(notificationMail)
    .where(and(isNull(notificationMail.sentAt), eq(notificationMail.kind, 'chatMessage')))
    .groupBy(notificationMail.userId)
    .having(lte(min(notificationMail.createdAt), cutoff))
    .limit(BATCH);
  const digests: Row[][] = [];
  for (const { userId } of due) {
    const claimed = await db
      .update(notificationMail)
      .set({ sentAt: now })
      .where(
        and(
          eq(notificationMail.userId, userId),
          eq(notificationMail.kind, 'chatMessage'),
          isNull(notificationMail.sentAt),
          lte(notificationMail.createdAt, now),
        ),
      )
      .returning();
    if (claimed.length > 0) digests.push(claimed);
  }
  if (single.length === 0 && digests.length === 0) return 0;

  const people = await recipientsOf(db, [
    ...new Set([...single, ...digests.flat()].map((row) => row.userId)),
  ]);
  const site = await siteTitle(db);
  const recipient = (userId: string, kind: EmailKind) => {
    const person = people.get(userId);
    if (!person || person.banned || person.muted?.includes(kind)) return null;
    const token = emailUnsubscribeToken(deps.secret, { userId, kind, sentAt: now });
    const unsubscribe = emailUnsubscribeUrls(deps.publicUrl, token);
    const to: MailRecipient = {
      name: person.name,
      locale: isLocale(person.locale) ? person.locale : 'tr',
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
      settingsUrl: `${deps.publicUrl}/profile`,
    };
    return { email: person.email, to };
  };

  let sent = 0;
  const stopping = deps.stopping ?? (() => false);
  for (const [index, row] of single.entries()) {
    if (stopping()) {
      await unclaim(db, [...single.slice(index), ...digests.flat()]);
      return sent;
    }
    const person = recipient(row.userId, row.kind);
    if (!person) continue;
    const content = notificationMailContent({
      recipient: person.to,
      site,
      kind: row.kind,
      type: row.type,
      params: row.params,
      url: `${deps.publicUrl}${row.route ?? '/notifications'}`,
    });
    await deps.mailer.send(person.email, content);
    sent++;
  }
  for (const [index, rows] of digests.entries()) {
    if (stopping()) {
      await unclaim(db, digests.slice(index).flat());
      return sent;
    }
    const first = rows[0];
    if (!first) continue;
    const person = recipient(first.userId, 'chatMessage');
    if (!person) continue;
    // What their company has read since the messages came is not mailed; all read, no mail.
    const chats = await unreadChatsOfDigest(db, first.userId, rows);
    if (chats.length === 0) continue;
    const only = chats.length === 1 ? chats[0]?.route : null;
    await deps.mailer.send(
      person.email,
      chatDigestContent({
        recipient: person.to,
        site,
        chats: chats.map(({ orderNo, company, count }) => ({ orderNo, company, count })),
        url: `${deps.publicUrl}${only ?? '/notifications'}`,
      }),
    );
    sent++;
  }
  return sent;
}

/** Hands claimed rows back (not sent after all): the next run, of any instance, sends them. */
async function unclaim(db: Database, rows: Row[]) {
  if (rows.length === 0) return;
  await db
    .update(notificationMail)
    .set({ sentAt: null })
    .where(
      inArray(
        notificationMail.id,
        rows.map((row) => row.id),
      ),
    );
}

/**
 * The mail job: every instance runs it every minute (safe: see sendNotificationMails). A run in
 * progress when the instance stops ends after the mail it is sending; the rest goes back to
 * the queue.
 */
export const notificationMailJob = (deps: MailJobDeps): PeriodicJob<number> => ({
  name: 'notification-mails',
  intervalMs: MAIL_JOB_INTERVAL_MS,
  run: (stopping) => sendNotificationMails({ ...deps, stopping }),
  report: (sent, log) => {
    if (sent > 0) log.info({ sent }, 'sent notification mails');
  },
  failure: 'sending notification mails failed',
});
