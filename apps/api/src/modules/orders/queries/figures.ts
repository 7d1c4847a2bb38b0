import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { purchaseOrder } from '../schema.ts';

/** Orders delivered and closed, for the home page's figures. */
export async function countCompletedOrders(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.status, 'completed'));
  return row?.value ?? 0;
}
