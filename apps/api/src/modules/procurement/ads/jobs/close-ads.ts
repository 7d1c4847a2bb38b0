import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { adDetailsRoute } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { ad, bid } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import type { PeriodicJob } from '../../../../lib/periodic-job.ts';
import { notifyCompany } from '../../../notifications/commands/notify.ts';
import { LIVE_BID_STATUSES } from '../queries/bidders.ts';
import { queueWebhookEvent } from '../../../integrations/webhooks/commands/queue-webhook-event.ts';

/** How often every instance looks for ads whose deadline has come. */
export const CLOSE_JOB_INTERVAL_MS = 30_000;

/**
 * Closes every published ad whose deadline has come (at the deadline exactly: a bid a
 * millisecond late is late) and tells each buyer how many bids it got. One conditional
 * UPDATE ... RETURNING, so when several instances run it at once each ad closes once and its
 * buyer is told once. Returns the ids of the ads it closed.
 */
export async function closeExpiredAds(db: Database, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(ad)
      .set({ status: 'closed', closedAt: now })
      .where(and(eq(ad.status, 'published'), lte(ad.bidDeadline, now)))
      .returning({ id: ad.id, companyId: ad.companyId, title: ad.title });
    if (closed.length === 0) return [];
    const counts = await tx
      .select({ adId: bid.adId, value: count() })
      .from(bid)
      .where(
        and(
          inArray(
            bid.adId,
            closed.map((row) => row.id),
          ),
          inArray(bid.status, LIVE_BID_STATUSES),
        ),
      )
      .groupBy(bid.adId);
    const bidsByAd = new Map(counts.map((row) => [row.adId, row.value]));
    for (const row of closed) {
      const bidCount = bidsByAd.get(row.id) ?? 0;
      await notifyCompany(tx, {
        companyId: row.companyId,
        type: 'adClosed',
        params: { title: row.title, count: bidCount },
        route: adDetailsRoute(row),
      });
      await writeAudit(tx, {
        actorUserId: null,
        companyId: row.companyId,
        action: 'ad.closed',
        entityType: 'ad',
        entityId: row.id,
        data: { bidCount, at: now.toISOString() },
      });
      await queueWebhookEvent(tx, { type: 'ad.closed', adId: row.id }, now);
    }
    return closed.map((row) => row.id);
  });
}

/** The close job: every instance runs it every 30 seconds (safe: see closeExpiredAds). */
export const closeAdsJob = (db: Database): PeriodicJob<string[]> => ({
  name: 'ad-closing',
  intervalMs: CLOSE_JOB_INTERVAL_MS,
  run: () => closeExpiredAds(db),
  report: (ids, log) => {
    if (ids.length > 0) log.info({ adIds: ids }, 'closed ads at their deadline');
  },
  failure: 'closing expired ads failed',
});
