import type { AuditAction } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';

/** Who runs a company command, and from where (for the audit line). */
export interface ActorProps {
  userId: string;
  ip: string;
}

/** The audit line of a company command: who, which company, what, on which record. */
export const auditCompany = (
  tx: Executor,
  props: ActorProps & { companyId: string },
  action: AuditAction,
  data: Record<string, unknown>,
  entity: { type: 'company' | 'companyDocument'; id: string } = {
    type: 'company',
    id: props.companyId,
  },
) =>
  writeAudit(tx, {
    actorUserId: props.userId,
    companyId: props.companyId,
    action,
    entityType: entity.type,
    entityId: entity.id,
    data,
    ip: props.ip,
  });
