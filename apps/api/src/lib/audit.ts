import type { AuditAction, AuditEntityType } from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { CompanyContext } from './company-context.ts';

export interface AuditEntry {
  actorUserId: string | null;
  companyId?: string | null;
  /** One of core's AUDIT_ACTIONS, each named in the back office in both languages. */
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  data?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Every state change and every admin action leaves a line here (docs/architecture.md, “The domain
 * in brief”).
 */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    companyId: entry.companyId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    data: entry.data ?? {},
    ip: entry.ip ?? null,
  });
}

/** The audit line of a company's command: who, for which company and from where. */
export const auditCompanyCommand = (
  db: Executor,
  ctx: Pick<CompanyContext, 'userId' | 'companyId' | 'ip'>,
  entry: Omit<AuditEntry, 'actorUserId' | 'companyId' | 'ip'>,
) => writeAudit(db, { ...entry, actorUserId: ctx.userId, companyId: ctx.companyId, ip: ctx.ip });
