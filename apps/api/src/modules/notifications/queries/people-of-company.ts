import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { company, companyMember, user } from '../../../db/schema/index.ts';

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

/** The company's people, or only `userIds` of them when given (a support answer's asker). */
export const companyPeople = (db: Executor, companyId: string, userIds?: readonly string[]) =>
  userIds ? inArray(user.id, [...userIds]) : peopleOfCompany(db, companyId);
