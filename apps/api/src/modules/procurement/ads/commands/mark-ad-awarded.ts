import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';
import type { AdRow } from '../queries/access.ts';

export interface MarkAdAwardedProps {
  ad: Pick<AdRow, 'id' | 'status'>;
  now: Date;
}

/**
 * published|closed → awarded exactly once, for the bids module's award; a re-award leaves the ad
 * awarded and only touches it. False when another award got there first.
 */
export async function markAdAwarded(tx: Executor, props: MarkAdAwardedProps): Promise<boolean> {
  const { now } = props;
  if (props.ad.status === 'awarded') {
    await tx.update(ad).set({ updatedAt: now }).where(eq(ad.id, props.ad.id));
    return true;
  }
  const flipped = await tx
    .update(ad)
    .set({ status: 'awarded', awardedAt: now })
    .where(and(eq(ad.id, props.ad.id), inArray(ad.status, ['published', 'closed'])))
    .returning({ id: ad.id });
  return flipped.length > 0;
}
