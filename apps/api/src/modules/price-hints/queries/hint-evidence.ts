import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CompanyIdentity } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { company, companyMember } from '../../companies/queries/tables.ts';
import { purchaseOrder } from '../../orders/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';

/** Old sellers read per buyer at most: one unrelated to it and to the asker is enough. */
const OLD_SELLERS_PER_BUYER = 10;

/**
 * Who the companies are, as core's independence rule compares them (price-hint-independence):
 * tax number, owner and members, their verified e-mail addresses, whether approved as a buyer.
 * Two statements for any number of companies.
 */
export async function loadCompanyIdentities(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, CompanyIdentity>> {
  const found = new Map<string, CompanyIdentity & { userIds: string[]; emails: string[] }>();
  if (ids.length === 0) return found;
  const companies = await db
    .select({
      id: company.id,
      taxNumber: company.taxNumber,
      adminUserId: company.adminUserId,
      approvedBuyer: company.isBuyerConfirmed,
      adminEmail: user.email,
      adminVerified: user.emailVerified,
    })
    .from(company)
    .innerJoin(user, eq(user.id, company.adminUserId))
    .where(inArray(company.id, [...ids]));
  for (const row of companies) {
    found.set(row.id, {
      id: row.id,
      taxNumber: row.taxNumber,
      userIds: [row.adminUserId],
      emails: row.adminVerified ? [row.adminEmail] : [],
      approvedBuyer: row.approvedBuyer === 'yes',
    });
  }
  const people = await db
    .select({
      companyId: companyMember.companyId,
      userId: companyMember.userId,
      email: user.email,
      verified: user.emailVerified,
    })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(inArray(companyMember.companyId, [...ids]));
  for (const person of people) {
    const identity = found.get(person.companyId);
    if (!identity) continue;
    identity.userIds.push(person.userId);
    if (person.verified) identity.emails.push(person.email);
  }
  return found;
}

/**
 * Per buyer, the sellers of its completed orders awarded before `before` (its track record,
 * TRACK_RECORD_DAYS back), the earliest first, at most OLD_SELLERS_PER_BUYER of them.
 */
export async function loadOldSellers(
  db: Executor,
  buyerIds: readonly string[],
  before: Date,
): Promise<Map<string, string[]>> {
  const sellers = new Map<string, string[]>();
  if (buyerIds.length === 0) return sellers;
  const pairs = db
    .select({
      buyerCompanyId: purchaseOrder.buyerCompanyId,
      sellerCompanyId: purchaseOrder.sellerCompanyId,
      rank: sql<number>`row_number() over (partition by ${purchaseOrder.buyerCompanyId} order by min(${purchaseOrder.createdAt}))`.as(
        'rank',
      ),
    })
    .from(purchaseOrder)
    .where(
      and(
        inArray(purchaseOrder.buyerCompanyId, [...buyerIds]),
        eq(purchaseOrder.status, 'completed'),
        lte(purchaseOrder.createdAt, before),
      ),
    )
    .groupBy(purchaseOrder.buyerCompanyId, purchaseOrder.sellerCompanyId)
    .as('pairs');
  const rows = await db
    .select({ buyerCompanyId: pairs.buyerCompanyId, sellerCompanyId: pairs.sellerCompanyId })
    .from(pairs)
    .where(lte(pairs.rank, OLD_SELLERS_PER_BUYER));
  for (const row of rows) {
    sellers.set(row.buyerCompanyId, [
      ...(sellers.get(row.buyerCompanyId) ?? []),
      row.sellerCompanyId,
    ]);
  }
  return sellers;
}
