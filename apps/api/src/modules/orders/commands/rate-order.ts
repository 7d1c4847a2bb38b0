import { authorize } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { rating } from '../schema.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { findOrderOfActor } from '../queries/order-context.ts';
import { recomputeCompanyRating } from '../../companies/commands/recompute-company-rating.ts';
import { announceRating } from '../effects.ts';

/**
 * After completion each side rates the other once (1–5 stars and a comment). The rated
 * company's average and count follow in the same transaction (a companies command).
 */
export async function rateOrder(
  db: Database,
  props: CompanyContext & { orderId: string; stars: number; comment: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, side } = await findOrderOfActor(tx, props.actor, props.orderId);
    authorize(props.actor, 'order.rate', order);
    const ratedCompanyId = side === 'buyer' ? order.sellerCompanyId : order.buyerCompanyId;
    // The unique (order, rater) pair decides a second rating, even one sent at the same moment.
    const inserted = await tx
      .insert(rating)
      .values({
        orderId: order.id,
        raterCompanyId: props.companyId,
        ratedCompanyId,
        stars: props.stars,
        comment: props.comment,
        createdBy: props.userId,
      })
      .onConflictDoNothing({ target: [rating.orderId, rating.raterCompanyId] })
      .returning({ id: rating.id });
    if (inserted.length === 0) {
      throw new ProblemError('CONFLICT', { detailKey: 'orders.server.alreadyRated' });
    }

    await recomputeCompanyRating(tx, ratedCompanyId);
    await announceRating(tx, props, { order, ratedCompanyId, stars: props.stars });
  });
}
