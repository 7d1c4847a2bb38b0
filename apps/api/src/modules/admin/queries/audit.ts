import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AdminPage, AuditEntryView, AuditFacets, AuditQuery } from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/platform.ts';
import { company } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';
import { foldedContains } from '../../../lib/search.ts';
import { presentAuditEntry } from '../presenter.ts';

type Query = z.output<typeof AuditQuery>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Dates are Istanbul days (UTC+3 all year since 2016). */
const ISTANBUL_OFFSET = '+03:00';

/** The first instant of a filter bound: a day starts at Istanbul midnight. */
const startOf = (value: string) =>
  new Date(DAY.test(value) ? `${value}T00:00:00${ISTANBUL_OFFSET}` : value);

/** The first instant after a filter bound: a day includes all of it. */
function endOf(value: string): Date {
  if (!DAY.test(value)) return new Date(new Date(value).getTime() + 1);
  const start = startOf(value);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

export async function listAudit(db: Database, query: Query): Promise<AdminPage<AuditEntryView>> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.companyId) filters.push(eq(auditLog.companyId, query.companyId));
  if (query.from) filters.push(gte(auditLog.createdAt, startOf(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, endOf(query.to)));
  if (query.actor) {
    const actors = db
      .select({ id: user.id })
      .from(user)
      .where(or(foldedContains(user.name, query.actor), foldedContains(user.email, query.actor)));
    filters.push(
      or(eq(auditLog.actorUserId, query.actor), inArray(auditLog.actorUserId, actors)) as SQL,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: user.name,
        actorEmail: user.email,
        companyName: company.name,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .leftJoin(company, eq(company.id, auditLog.companyId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) =>
      presentAuditEntry(row.entry, {
        actor: row.entry.actorUserId
          ? { id: row.entry.actorUserId, name: row.actorName, email: row.actorEmail }
          : null,
        companyName: row.companyName,
      }),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

/** The actions and entity types that occur in the log, sorted, for the filter lists. */
export async function auditFacets(db: Database): Promise<AuditFacets> {
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
  ]);
  return {
    actions: actions.map((row) => row.value),
    entityTypes: entityTypes.map((row) => row.value),
  };
}
