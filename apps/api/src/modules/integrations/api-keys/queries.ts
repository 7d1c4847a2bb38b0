import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { apiKey } from '../schema.ts';
import { company, companyMember } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';

/** A company's keys, newest first, with their creators' names. */
export function listCompanyApiKeys(db: Database, companyId: string) {
  return db
    .select({ key: apiKey, creatorName: user.name })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.createdByUserId))
    .where(eq(apiKey.companyId, companyId))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
}

export type ApiKeyListRow = Awaited<ReturnType<typeof listCompanyApiKeys>>[number];

export async function findCompanyApiKey(db: Database, companyId: string, keyId: string) {
  const [row] = await db
    .select({ key: apiKey, creatorName: user.name })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.createdByUserId))
    .where(and(eq(apiKey.companyId, companyId), eq(apiKey.id, keyId)));
  return row ?? null;
}

const ownedCompany = alias(company, 'key_owned_company');

/**
 * Everything a request with a key needs, in one statement: the key by its secret's hash, its
 * company, and its creator with the company the creator belongs to now (as the session's
 * identity finds it: the company they administer, else the team they are in). A key whose
 * creator left its company, or was banned, no longer acts (see bearer.ts).
 */
export function prepareKeyCaller(db: Database) {
  return db
    .select({
      key: {
        id: apiKey.id,
        companyId: apiKey.companyId,
        prefix: apiKey.prefix,
        scopes: apiKey.scopes,
        expiresAt: apiKey.expiresAt,
        revokedAt: apiKey.revokedAt,
      },
      company: {
        id: company.id,
        name: company.name,
        adminUserId: company.adminUserId,
        isBuyerConfirmed: company.isBuyerConfirmed,
        isSellerConfirmed: company.isSellerConfirmed,
      },
      creator: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        phone: user.phone,
        locale: user.locale,
        banned: user.banned,
      },
      creatorCompanyId: sql<
        string | null
      >`coalesce(${ownedCompany.id}, ${companyMember.companyId})`,
    })
    .from(apiKey)
    .innerJoin(company, eq(company.id, apiKey.companyId))
    .innerJoin(user, eq(user.id, apiKey.createdByUserId))
    .leftJoin(ownedCompany, eq(ownedCompany.adminUserId, user.id))
    .leftJoin(companyMember, and(eq(companyMember.userId, user.id), isNull(ownedCompany.id)))
    .where(eq(apiKey.secretHash, sql.placeholder('secretHash')))
    .limit(1)
    .prepare('api_key_caller');
}

export type KeyCallerQuery = ReturnType<typeof prepareKeyCaller>;
export type KeyCallerRow = Awaited<ReturnType<KeyCallerQuery['execute']>>[number];
