import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ad, auction, exchangeRate, mailOutbox, notificationMail } from '../db/schema/index.ts';

/** What the database says about the background work, read at each scrape. */
export interface Backlog {
  /** Seconds the oldest overdue item has waited for its job, 0 when none is overdue. */
  lagSeconds: { 'ad-closing': number; 'notification-mails': number; 'auction-clock': number };
  /** Seconds since the day of the newest Central Bank bulletin stored; null: none stored. */
  exchangeRateAgeSeconds: number | null;
  /** Notification mails the mail job has not sent yet (chat digests wait on purpose). */
  mailQueued: number;
  /** The outbox's mails of the last 24 hours by status: stored (no SMTP, or not yet sent), sent, failed. */
  outboxRecent: Record<'stored' | 'sent' | 'failed', number>;
}

/** The outbox window counted: its created_at index keeps the count cheap as the table grows. */
const OUTBOX_WINDOW_HOURS = 24;

const seconds = (value: unknown) => Math.max(0, Number(value ?? 0));

/**
 * One round trip. Each part reads an index: published ads by deadline, the unsent mails'
 * partial index, scheduled auctions, the outbox by creation time. An item is overdue from the
 * moment it was due: an ad past its deadline still published, an auction past its end still
 * scheduled, a notification mail (not a chat digest, which waits by design) not sent.
 */
export async function readBacklog(db: Database, now: Date): Promise<Backlog> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`select
    (select extract(epoch from ${at} - min(${ad.bidDeadline})) from ${ad}
      where ${ad.status} = 'published' and ${ad.bidDeadline} <= ${at}) as ad_closing,
    (select extract(epoch from ${at} - min(${notificationMail.createdAt})) from ${notificationMail}
      where ${notificationMail.sentAt} is null and ${notificationMail.kind} <> 'chatMessage'
        and ${notificationMail.createdAt} <= ${at}) as notification_mails,
    (select extract(epoch from ${at} - min(${auction.endsAt})) from ${auction}
      where ${auction.status} = 'scheduled' and ${auction.endsAt} <= ${at}) as auction_clock,
    (select extract(epoch from ${at} - max(${exchangeRate.publishedDay})::timestamptz)
      from ${exchangeRate} where ${exchangeRate.source} = 'tcmb') as exchange_rate_age,
    (select count(*) from ${notificationMail} where ${notificationMail.sentAt} is null) as mail_queued,
    (select coalesce(json_object_agg(status, n), '{}'::json) from (
      select ${mailOutbox.status} as status, count(*) as n from ${mailOutbox}
        where ${mailOutbox.createdAt} > ${at} - make_interval(hours => ${OUTBOX_WINDOW_HOURS})
        group by ${mailOutbox.status}) counted) as outbox`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const outbox = (
    typeof row.outbox === 'string' ? JSON.parse(row.outbox) : (row.outbox ?? {})
  ) as Record<string, number>;
  return {
    lagSeconds: {
      'ad-closing': seconds(row.ad_closing),
      'notification-mails': seconds(row.notification_mails),
      'auction-clock': seconds(row.auction_clock),
    },
    exchangeRateAgeSeconds:
      row.exchange_rate_age === null || row.exchange_rate_age === undefined
        ? null
        : seconds(row.exchange_rate_age),
    mailQueued: Number(row.mail_queued ?? 0),
    outboxRecent: {
      stored: Number(outbox.stored ?? 0),
      sent: Number(outbox.sent ?? 0),
      failed: Number(outbox.failed ?? 0),
    },
  };
}
