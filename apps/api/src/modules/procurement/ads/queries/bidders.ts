import { and, eq, inArray } from 'drizzle-orm';
import { type BidStatus } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { bid } from '../../schema.ts';

/** Bids that are still in play: the seller works on them or the buyer may decide on them. */
export const LIVE_BID_STATUSES: BidStatus[] = ['submitted', 'needs_confirmation'];

/** Bids whose sellers hear about a new deadline or a cancellation: all but the withdrawn. */
export const FOLLOWING_BID_STATUSES = ['draft', 'submitted', 'needs_confirmation'] as const;

/** The companies with a bid of these statuses on the ad. */
export async function bidderCompanyIds(
  tx: Executor,
  adId: string,
  statuses: readonly BidStatus[],
): Promise<string[]> {
  const rows = await tx
    .select({ companyId: bid.sellerCompanyId })
    .from(bid)
    .where(and(eq(bid.adId, adId), inArray(bid.status, [...statuses])));
  return [...new Set(rows.map((row) => row.companyId))];
}
