import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';
import type { AdRow } from './access.ts';

/**
 * The ad row, share-locked for the rest of the transaction: an award or an ad edit (which
 * update the row) waits for this bid change to finish, and this change sees their result.
 */
export async function lockAdForBidding(tx: Executor, adId: string): Promise<AdRow | null> {
  const [row] = await tx.select().from(ad).where(eq(ad.id, adId)).for('share');
  return row ?? null;
}
