import { eq } from 'drizzle-orm';
import { adDetailsRoute, auctionRoute } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { ad } from '../schema.ts';
import { emitLiveEvent } from '../../../lib/live-events.ts';
import { queueWebhookEvent } from '../../integrations/webhooks/commands/queue-webhook-event.ts';
import { notifyCompany, notifyCompanyOnce } from '../../notifications/commands/notify.ts';
import type { AuctionRow, AuctionState } from './queries/auction-rows.ts';

/**
 * What a live auction tells people and systems, in the command's transaction: the sellers' and
 * the buyer's notifications, the screens' live events and the webhooks. The commands decide;
 * these say it.
 */

const titleOfAd = async (tx: Executor, adId: string) =>
  (await tx.select({ title: ad.title }).from(ad).where(eq(ad.id, adId)))[0]?.title ?? '';

/** A new auction: each seller hears it was scheduled, or that it started when it starts now. */
export async function tellAuctionCreated(
  tx: Executor,
  props: {
    auctionId: string;
    title: string;
    startsAt: Date;
    startedNow: boolean;
    sellerCompanyIds: readonly string[];
  },
) {
  const route = auctionRoute(props.auctionId);
  // The moment itself: each reader sees it in their language ({{date, datetime}}).
  const date = props.startsAt.toISOString();
  for (const companyId of props.sellerCompanyIds) {
    if (props.startedNow) {
      const params = { title: props.title };
      await notifyCompany(tx, { companyId, type: 'auctionStarted', params, route });
    } else {
      const params = { title: props.title, date };
      await notifyCompany(tx, { companyId, type: 'auctionScheduled', params, route });
    }
  }
  if (props.startedNow) {
    await queueWebhookEvent(tx, { type: 'auction.started', auctionId: props.auctionId });
  }
}

/** A scheduled auction's start, reached by the clock: its sellers, its screens, webhooks. */
export async function tellAuctionStarted(
  tx: Executor,
  row: AuctionRow,
  state: AuctionState,
  now: Date,
) {
  const title = await titleOfAd(tx, row.adId);
  for (const participant of state.participants) {
    await notifyCompany(tx, {
      companyId: participant.sellerCompanyId,
      type: 'auctionStarted',
      params: { title },
      route: auctionRoute(row.id),
    });
  }
  await emitLiveEvent(tx, {
    companyIds: [row.buyerCompanyId, ...state.participants.map((p) => p.sellerCompanyId)],
    kind: 'auction',
    data: { auctionId: row.id, adId: row.adId },
  });
  await queueWebhookEvent(tx, { type: 'auction.started', auctionId: row.id }, now);
}

/** One unread "outbid" entry per participant and auction: a fast auction does not flood it. */
export async function tellOutbid(
  tx: Executor,
  row: AuctionRow,
  state: AuctionState,
  lost: Map<string, number>,
) {
  if (lost.size === 0) return;
  const title = await titleOfAd(tx, row.adId);
  for (const [bidId, rank] of lost) {
    const companyId = state.participants.find((p) => p.bidId === bidId)?.sellerCompanyId;
    if (!companyId) continue;
    await notifyCompanyOnce(tx, {
      companyId,
      type: 'auctionOutbid',
      params: { title, rank },
      route: auctionRoute(row.id),
    });
  }
}

/** An auction's end: each seller its place, the buyer the count, and the webhooks. */
export async function tellAuctionEnded(
  tx: Executor,
  row: AuctionRow,
  props: {
    ad: { id: string; title: string; companyId: string } | undefined;
    places: readonly { sellerCompanyId: string; rank: number }[];
  },
) {
  const title = props.ad?.title ?? '';
  const route = auctionRoute(row.id);
  for (const place of props.places) {
    await notifyCompany(tx, {
      companyId: place.sellerCompanyId,
      type: 'auctionEnded',
      params: { title, rank: place.rank },
      route,
    });
  }
  await notifyCompany(tx, {
    companyId: row.buyerCompanyId,
    type: 'auctionFinished',
    params: { title, count: row.bidCount },
    route: props.ad ? adDetailsRoute(props.ad) : route,
  });
  await queueWebhookEvent(tx, { type: 'auction.ended', auctionId: row.id });
}
