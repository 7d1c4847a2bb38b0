import { eq } from 'drizzle-orm';
import { authorize, type AuctionSummary } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { auction, auctionParticipant } from '../../schema.ts';
import { auditCompanyCommand } from '../../../../lib/audit.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { emitLiveEvent } from '../../../../lib/live-events.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { auctionSummaryOf } from '../queries/ad-auction.ts';

/**
 * POST /api/auctions/:auctionId/cancel: the buyer calls off an auction that has not started
 * (a started one runs to its end: sellers may already have lowered their prices).
 */
export async function cancelAuction(
  db: Database,
  props: { ctx: CompanyContext; auctionId: string; now: Date },
): Promise<AuctionSummary> {
  const { ctx, now } = props;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(auction)
      .where(eq(auction.id, props.auctionId))
      .for('update');
    if (!row) throw new ProblemError('NOT_FOUND');
    authorize(ctx.actor, 'auction.cancel', { ...row, participant: false, hasBidOnAd: false, now });
    const [cancelled] = await tx
      .update(auction)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(auction.id, row.id))
      .returning();
    const participants = await tx
      .select({ companyId: auctionParticipant.sellerCompanyId })
      .from(auctionParticipant)
      .where(eq(auctionParticipant.auctionId, row.id));
    await auditCompanyCommand(tx, ctx, {
      action: 'auction.cancelled',
      entityType: 'auction',
      entityId: row.id,
      data: { adId: row.adId },
    });
    await emitLiveEvent(tx, {
      companyIds: [row.buyerCompanyId, ...participants.map((p) => p.companyId)],
      kind: 'auction',
      data: { auctionId: row.id, adId: row.adId },
    });
    return auctionSummaryOf(cancelled ?? row, now);
  });
}
