import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';

/** Ads taking bids right now (published, deadline ahead), for the home page's figures. */
export async function countOpenAds(db: Executor, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(ad)
    .where(and(eq(ad.status, 'published'), gt(ad.bidDeadline, now)));
  return row?.value ?? 0;
}
