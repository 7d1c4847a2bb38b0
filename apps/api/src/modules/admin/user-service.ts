import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  translate,
  type AdminPage,
  type AdminUserListItem,
  type AdminUsersQuery,
  type CompanyRole,
  type Locale,
  type PlatformRole,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { company, companyMember, session, user } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { findCompanyOfUser } from '../../lib/company-of-user.ts';
import { ProblemError } from '../../lib/problem.ts';
import { foldedContains, turkishSortKey } from '../../lib/search.ts';
import { presentUser } from './presenter.ts';

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

interface AdminCommand {
  userId: string;
  actorUserId: string;
  ip: string;
  locale: Locale;
}

async function lockUser(db: Executor, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).for('update');
  if (!row) throw new ProblemError('NOT_FOUND');
  return row;
}

/**
 * Bans a user: sign-in is refused from now on (better-auth answers BANNED_USER) and every
 * session is deleted, so the user is signed out at once. An admin cannot ban themself.
 */
export async function banUser(db: Database, props: AdminCommand & { reason: string }) {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, props.userId);
    if (row.id === props.actorUserId) {
      throw new ProblemError('FORBIDDEN', {
        detail: translate(props.locale, 'admin.users.selfBan'),
      });
    }
    const [updated] = await tx
      .update(user)
      .set({ banned: true, banReason: props.reason, banExpires: null })
      .where(eq(user.id, row.id))
      .returning();
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, row.id))
      .returning({ id: session.id });
    const found = await findCompanyOfUser(tx, row.id);
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: found?.company.id ?? null,
      action: 'user.banned',
      entityType: 'user',
      entityId: row.id,
      data: { email: row.email, reason: props.reason, sessionsEnded: ended.length },
      ip: props.ip,
    });
    return updated ?? row;
  });
}

export async function unbanUser(db: Database, props: AdminCommand) {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, props.userId);
    const [updated] = await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(user.id, row.id))
      .returning();
    const found = await findCompanyOfUser(tx, row.id);
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: found?.company.id ?? null,
      action: 'user.unbanned',
      entityType: 'user',
      entityId: row.id,
      data: { email: row.email, previousReason: row.banReason },
      ip: props.ip,
    });
    return updated ?? row;
  });
}

/**
 * Grants or removes platform admin rights. The last active admin keeps them (409), and an
 * admin cannot remove their own (403): someone else must.
 */
export async function setUserRole(db: Database, props: AdminCommand & { role: PlatformRole }) {
  return db.transaction(async (tx) => {
    // Lock every admin row, so two demotions cannot both pass the last-admin check.
    await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).for('update');
    const row = await lockUser(tx, props.userId);
    const from: PlatformRole = row.role === 'admin' ? 'admin' : 'user';
    if (from === props.role) return row;
    if (props.role === 'user') {
      const [others] = await tx
        .select({ value: count() })
        .from(user)
        .where(
          and(
            eq(user.role, 'admin'),
            ne(user.id, row.id),
            sql`coalesce(${user.banned}, false) = false`,
          ),
        );
      if ((others?.value ?? 0) === 0) {
        throw new ProblemError('CONFLICT', {
          detail: translate(props.locale, 'admin.users.lastAdmin'),
        });
      }
      if (row.id === props.actorUserId) {
        throw new ProblemError('FORBIDDEN', {
          detail: translate(props.locale, 'admin.users.selfDemote'),
        });
      }
    }
    const [updated] = await tx
      .update(user)
      .set({ role: props.role })
      .where(eq(user.id, row.id))
      .returning();
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'user.roleChanged',
      entityType: 'user',
      entityId: row.id,
      data: { email: row.email, from, to: props.role },
      ip: props.ip,
    });
    return updated ?? row;
  });
}
