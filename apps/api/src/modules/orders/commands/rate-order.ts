import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { company, rating } from '../../../db/schema/index.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { findOrderOfActor, orderStateConflict } from '../../../lib/order-context.ts';
import { announceRating } from '../effects.ts';

/**
 * After completion each side rates the other once (1–5 stars and a comment). The rated
 * company's average (two decimals) and count are recomputed from the rating table in the same
 * transaction; its row is locked first, so two ratings arriving at once both count.
 */
export async function rateOrder(
  db: Database,
  props: CompanyContext & { orderId: string; stars: number; comment: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, side } = await findOrderOfActor(tx, props.actor, props.orderId);
    if (order.status !== 'completed') throw orderStateConflict(order.status);
    const ratedCompanyId = side === 'buyer' ? order.sellerCompanyId : order.buyerCompanyId;
    await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.id, ratedCompanyId))
      .for('update');

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

    const [totals] = await tx
      .select({ average: sql<string | null>`round(avg(${rating.stars}), 2)`, ratings: count() })
      .from(rating)
      .where(eq(rating.ratedCompanyId, ratedCompanyId));
    await tx
      .update(company)
      .set({
        ratingAvg: totals?.average ?? null,
        ratingCount: totals?.ratings ?? 0,
      })
      .where(eq(company.id, ratedCompanyId));

    await announceRating(tx, props, { order, ratedCompanyId, stars: props.stars });
  });
}
