import { adminCompanyRoute, type AuditAction, type CompanyMarketRole } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notifyStaff } from '../notifications/commands/notify.ts';

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

/**
 * Staff hear that a company waits for their decision (bell and, by their preference, mail),
 * linking to its back-office page: a new company that asked for roles, or a company asking for
 * one (`role`).
 */
export const tellStaffCompanyWaits = (
  tx: Executor,
  props: { companyId: string; name: string; role?: CompanyMarketRole },
) =>
  props.role
    ? notifyStaff(tx, {
        type: 'companyRoleRequested',
        params: { company: props.name, role: `companies.roles.${props.role}` },
        route: adminCompanyRoute(props.companyId),
      })
    : notifyStaff(tx, {
        type: 'companyApplied',
        params: { company: props.name },
        route: adminCompanyRoute(props.companyId),
      });
