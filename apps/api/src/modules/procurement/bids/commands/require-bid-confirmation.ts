import { and, eq, inArray } from 'drizzle-orm';
import { bidMachine } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { bid } from '../../schema.ts';

/**
 * Submitted bids of the ad go back to "needs confirmation" (bidMachine: only from submitted):
 * all of them, or only `bidIds` (those an edit of the ad concerns).
 */
export async function requireBidConfirmation(
  tx: Executor,
  adId: string,
  bidIds?: readonly string[],
): Promise<void> {
  if (bidIds?.length === 0) return;
  const { from, to } = bidMachine.transitions.requireConfirmation;
  await tx
    .update(bid)
    .set({ status: to })
    .where(
      and(
        eq(bid.adId, adId),
        inArray(bid.status, [...from]),
        bidIds ? inArray(bid.id, [...bidIds]) : undefined,
      ),
    );
}
