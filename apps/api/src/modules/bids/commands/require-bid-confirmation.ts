import { and, eq, inArray } from 'drizzle-orm';
import { bidMachine } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { bid } from '../../../db/schema/index.ts';

/** Submitted bids of the ad go back to "needs confirmation" (bidMachine: only from submitted). */
export async function requireBidConfirmation(tx: Executor, adId: string): Promise<void> {
  const { from, to } = bidMachine.transitions.requireConfirmation;
  await tx
    .update(bid)
    .set({ status: to })
    .where(and(eq(bid.adId, adId), inArray(bid.status, [...from])));
}
