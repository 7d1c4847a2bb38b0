import { count, eq, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { company } from '../schema.ts';

/** Companies approved as buyer, seller or both, for the home page's figures. */
export async function countApprovedCompanies(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(company)
    .where(or(eq(company.isBuyerConfirmed, 'yes'), eq(company.isSellerConfirmed, 'yes')));
  return row?.value ?? 0;
}
