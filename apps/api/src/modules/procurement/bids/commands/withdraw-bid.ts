import { and, eq } from 'drizzle-orm';
import { bidMachine } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { bid } from '../../schema.ts';
import { notifyBuyerOfBid, recordBidCommand } from '../effects.ts';
import { conflict } from '../errors.ts';
import { openAdAndBid, type BidCommandProps } from '../bid-parts.ts';

/** POST .../bids/mine/withdraw: a submitted bid leaves the race until the seller submits again. */
export async function withdrawBid(db: Database, props: BidCommandProps): Promise<void> {
  const { ctx, now } = props;
  await db.transaction(async (tx) => {
    const { ad, row } = await openAdAndBid(tx, props);
    if (!bidMachine.can(row.status, 'withdraw')) throw conflict('notWithdrawable');
    const [updated] = await tx
      .update(bid)
      .set({ status: 'withdrawn', withdrawnAt: now })
      .where(and(eq(bid.id, row.id), eq(bid.status, row.status)))
      .returning();
    if (!updated) throw conflict('revisionConflict');
    await notifyBuyerOfBid(tx, ctx, ad, 'bidWithdrawn');
    await recordBidCommand(tx, ctx, ad, updated, 'bid.withdrawn');
  });
}
