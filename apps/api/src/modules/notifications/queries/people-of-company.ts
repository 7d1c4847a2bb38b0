import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { company, companyMember } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';

/** The owner and the team members of a company. */
export const peopleOfCompany = (db: Executor, companyId: string) =>
  or(
    inArray(
      user.id,
      db
        .select({ id: companyMember.userId })
        .from(companyMember)
        .where(eq(companyMember.companyId, companyId)),
    ),
    inArray(
      user.id,
      db.select({ id: company.adminUserId }).from(company).where(eq(company.id, companyId)),
    ),
  ) as SQL;

/**
 * Whom a notification's mails and pushes go to: `userIds` when given (a support answer's
 * asker, platform staff), otherwise the company's people; null for nobody (an empty list).
 */
export function notifiedPeople(
  db: Executor,
  props: { companyId: string | null; userIds?: readonly string[] | undefined },
): SQL | null {
  if (props.userIds) return props.userIds.length > 0 ? inArray(user.id, [...props.userIds]) : null;
  return props.companyId ? peopleOfCompany(db, props.companyId) : null;
}
