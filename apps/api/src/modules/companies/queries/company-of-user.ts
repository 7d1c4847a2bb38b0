import { eq } from 'drizzle-orm';
import type { CompanyRole } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { company, companyMember } from '../schema.ts';

export type CompanyRow = typeof company.$inferSelect;

/**
 * A user's company by the specification's rule: the one whose adminUserId is the user;
 * failing that, the one whose team lists the user.
 */
export async function findCompanyOfUser(
  db: Executor,
  userId: string,
): Promise<{ company: CompanyRow; role: CompanyRole } | null> {
  const [owned] = await db.select().from(company).where(eq(company.adminUserId, userId)).limit(1);
  if (owned) return { company: owned, role: 'owner' };
  const [membership] = await db
    .select({ company, role: companyMember.role })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .where(eq(companyMember.userId, userId))
    .limit(1);
  return membership ?? null;
}
