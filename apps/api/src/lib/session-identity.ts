import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '@teklifal/core';
import type { Database } from '../db/client.ts';
import { company, companyMember, session, user } from '../db/schema/index.ts';

const ownedCompany = alias(company, 'owned_company');
const memberCompany = alias(company, 'member_company');

/**
 * Everything a signed-in request needs to know about its caller, in one statement: the session,
 * its user, and the user's company by the specification's rule (the one the user administers;
 * failing that, the one whose team lists the user — the member join only runs without the first).
 */
export function prepareSessionIdentity(db: Database) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        phone: user.phone,
        locale: user.locale,
        role: user.role,
      },
      owned: {
        id: ownedCompany.id,
        name: ownedCompany.name,
        adminUserId: ownedCompany.adminUserId,
        isBuyerConfirmed: ownedCompany.isBuyerConfirmed,
        isSellerConfirmed: ownedCompany.isSellerConfirmed,
      },
      joined: {
        id: memberCompany.id,
        name: memberCompany.name,
        adminUserId: memberCompany.adminUserId,
        isBuyerConfirmed: memberCompany.isBuyerConfirmed,
        isSellerConfirmed: memberCompany.isSellerConfirmed,
      },
      memberRole: companyMember.role,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(ownedCompany, eq(ownedCompany.adminUserId, user.id))
    .leftJoin(companyMember, and(eq(companyMember.userId, user.id), isNull(ownedCompany.id)))
    .leftJoin(memberCompany, eq(memberCompany.id, companyMember.companyId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_identity');
}

export type SessionIdentityQuery = ReturnType<typeof prepareSessionIdentity>;
export type SessionIdentityRow = Awaited<ReturnType<SessionIdentityQuery['execute']>>[number];

/** The company of the row and the user's role in it, or null when the user has none. */
export function companyOfRow(
  row: SessionIdentityRow,
): { company: NonNullable<SessionIdentityRow['owned']>; role: CompanyRole } | null {
  if (row.owned) return { company: row.owned, role: 'owner' };
  if (row.joined && row.memberRole) return { company: row.joined, role: row.memberRole };
  return null;
}

/**
 * For each of these sessions that is still good (not expired, its user not banned), the id of
 * its user's company by the same rule as prepareSessionIdentity (null: no company). Sessions
 * that are gone are absent. One statement for any number of sessions (open event streams).
 */
export async function companiesOfLiveSessions(
  db: Database,
  sessionIds: readonly string[],
  now = Date.now(),
): Promise<Map<string, string | null>> {
  const rows = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      banned: user.banned,
      ownedId: ownedCompany.id,
      memberOf: companyMember.companyId,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(ownedCompany, eq(ownedCompany.adminUserId, user.id))
    .leftJoin(companyMember, and(eq(companyMember.userId, user.id), isNull(ownedCompany.id)))
    .where(inArray(session.id, [...sessionIds]));
  return new Map(
    rows
      .filter((row) => row.expiresAt.getTime() > now && row.banned !== true)
      .map((row) => [row.sessionId, row.ownedId ?? row.memberOf]),
  );
}
