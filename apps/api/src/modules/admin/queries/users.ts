import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  type AdminPage,
  type AdminUserListItem,
  type AdminUsersQuery,
  type CompanyRole,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import { company, companyMember } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';
import { foldedContains, turkishSortKey } from '../../../lib/search.ts';
import { presentUser } from '../presenter.ts';

type UsersQuery = z.output<typeof AdminUsersQuery>;
type UserRow = typeof user.$inferSelect;
type CompanyOfUser = { id: string; name: string; role: CompanyRole };

/** The companies of these users by the specification's rule (owned first, else membership). */
async function companiesOf(db: Executor, userIds: string[]): Promise<Map<string, CompanyOfUser>> {
  const result = new Map<string, CompanyOfUser>();
  if (userIds.length === 0) return result;
  const [owned, memberships] = await Promise.all([
    db
      .select({ id: company.id, name: company.name, userId: company.adminUserId })
      .from(company)
      .where(inArray(company.adminUserId, userIds)),
    db
      .select({
        id: company.id,
        name: company.name,
        userId: companyMember.userId,
        role: companyMember.role,
      })
      .from(companyMember)
      .innerJoin(company, eq(company.id, companyMember.companyId))
      .where(inArray(companyMember.userId, userIds)),
  ]);
  for (const m of memberships) result.set(m.userId, { id: m.id, name: m.name, role: m.role });
  for (const o of owned) result.set(o.userId, { id: o.id, name: o.name, role: 'owner' });
  return result;
}

export async function listUsers(
  db: Database,
  query: UsersQuery,
  actorUserId: string,
): Promise<AdminPage<AdminUserListItem>> {
  const filters: SQL[] = [];
  const q = query.q?.trim();
  if (q) filters.push(or(foldedContains(user.name, q), foldedContains(user.email, q)) as SQL);
  if (query.role) filters.push(eq(user.role, query.role));
  if (query.banned !== undefined) {
    filters.push(
      query.banned ? eq(user.banned, true) : sql`coalesce(${user.banned}, false) = false`,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const order: SQL[] = {
    '-createdAt': [desc(user.createdAt)],
    createdAt: [asc(user.createdAt)],
    name: [asc(turkishSortKey(user.name))],
    '-name': [desc(turkishSortKey(user.name))],
    email: [asc(user.email)],
    '-email': [desc(user.email)],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(...order, desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(user).where(where),
  ]);
  const companies = await companiesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) =>
      presentUser(row, { company: companies.get(row.id) ?? null, actorUserId }),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

export async function presentOneUser(db: Executor, row: UserRow, actorUserId: string) {
  const companies = await companiesOf(db, [row.id]);
  return presentUser(row, { company: companies.get(row.id) ?? null, actorUserId });
}
