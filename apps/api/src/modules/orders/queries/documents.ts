import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ad } from '../../procurement/queries/tables.ts';
import { company } from '../../companies/queries/tables.ts';
import { orderEvent, orderParty } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';

/**
 * A party of the order as at the award, and the name of its company's owner account today
 * (the documents name a sole proprietor by it when the ünvan carries it: ubl/person.ts).
 */
export type OrderPartyRow = typeof orderParty.$inferSelect & { ownerName: string | null };

/** The order's two parties as at the award (written by the database with the order). */
export function findOrderParties(db: Executor, orderId: string): Promise<OrderPartyRow[]> {
  return db
    .select({ ...getTableColumns(orderParty), ownerName: user.name })
    .from(orderParty)
    .leftJoin(company, eq(company.id, orderParty.companyId))
    .leftJoin(user, eq(user.id, company.adminUserId))
    .where(eq(orderParty.orderId, orderId));
}

/** When the order was marked shipped (the last such step), or null. */
export async function findShippedAt(db: Executor, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvent.createdAt })
    .from(orderEvent)
    .where(and(eq(orderEvent.orderId, orderId), eq(orderEvent.type, 'shipped')))
    .orderBy(desc(orderEvent.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The seller's answer to the order from its timeline: the last confirmation or refusal, with
 * its note, or null when the timeline has none.
 */
export async function findSellerAnswerEvent(db: Executor, orderId: string) {
  const [row] = await db
    .select({ type: orderEvent.type, at: orderEvent.createdAt, note: orderEvent.note })
    .from(orderEvent)
    .where(
      and(eq(orderEvent.orderId, orderId), inArray(orderEvent.type, ['confirmed', 'declined'])),
    )
    .orderBy(desc(orderEvent.createdAt))
    .limit(1);
  return row ?? null;
}

/** The title of the order's ad (what the purchase order says it was bought for). */
export async function findAdTitle(db: Executor, adId: string): Promise<string> {
  const [row] = await db.select({ title: ad.title }).from(ad).where(eq(ad.id, adId));
  return row?.title ?? '';
}
