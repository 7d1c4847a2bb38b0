import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orderEvent, orderParty } from '../../../db/schema/index.ts';

export type OrderPartyRow = typeof orderParty.$inferSelect;

/** The order's two parties as at the award (written by the database with the order). */
export function findOrderParties(db: Executor, orderId: string): Promise<OrderPartyRow[]> {
  return db.select().from(orderParty).where(eq(orderParty.orderId, orderId));
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
