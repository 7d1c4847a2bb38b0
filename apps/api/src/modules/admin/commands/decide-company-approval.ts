import { eq } from 'drizzle-orm';
import {
  adminCompanyRoute,
  authorize,
  type ApprovalState,
  type CompanyMarketRole,
  type Locale,
} from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { company } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { emitLiveEvent } from '../../../lib/live-events.ts';
import { notifyCompany, settleStaffNotifications } from '../../notifications/commands/notify.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { setRoleApproval } from '../../companies/commands/set-role-approval.ts';
import { queueWebhookEvent } from '../../integrations/webhooks/commands/queue-webhook-event.ts';

type CompanyRow = typeof company.$inferSelect;
type UserRow = typeof user.$inferSelect;

const FLAG = { buyer: 'isBuyerConfirmed', seller: 'isSellerConfirmed' } as const;

export interface DecisionResult {
  company: CompanyRow;
  owner: UserRow | null;
  previous: ApprovalState;
}

/**
 * An approval decision of the platform staff on one role of a company, in one transaction:
 * the flag (and the rejection reason), the company's live event and notification, the staff's
 * notices of its application once nothing of it waits any more, and the audit line.
 * Refuses a role that was never asked for and approving a role that is already approved.
 */
export async function decideCompanyApproval(
  db: Database,
  props: {
    companyId: string;
    role: CompanyMarketRole;
    decision: 'approve' | 'reject';
    reason: string | null;
    actorUserId: string;
    ip: string;
    locale: Locale;
  },
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(company)
      .where(eq(company.id, props.companyId))
      .for('update');
    if (!row) throw new ProblemError('NOT_FOUND');
    const previous = row[FLAG[props.role]];
    // Run by platform staff only (the route's platformAdmin guard): the state decides.
    const staff = {
      user: { id: props.actorUserId, role: 'admin' as const },
      company: null,
      companyRole: null,
    };
    authorize(staff, `approval.${props.decision}`, { state: previous });
    const approve = props.decision === 'approve';
    const reason = approve ? null : props.reason;
    const updated = await setRoleApproval(tx, {
      companyId: row.id,
      role: props.role,
      approved: approve,
      reason,
    });
    if (!updated) throw new ProblemError('NOT_FOUND');

    // The company's open screens read the session and the company again (banner, navigation,
    // company page), besides the bell that the notification below rings.
    await emitLiveEvent(tx, { companyIds: [row.id], kind: 'company', data: { companyId: row.id } });
    const roleKey = `companies.roles.${props.role}` as const;
    if (approve) {
      await notifyCompany(tx, {
        companyId: row.id,
        type: 'companyApproved',
        params: { role: roleKey },
        route: '/my-company',
      });
      await queueWebhookEvent(tx, {
        type: 'company.approved',
        companyId: row.id,
        role: props.role,
      });
    } else {
      await notifyCompany(tx, {
        companyId: row.id,
        type: 'companyRejected',
        params: { role: roleKey, reason: reason ?? '' },
        route: '/my-company',
      });
    }
    if (updated.isBuyerConfirmed !== 'pending' && updated.isSellerConfirmed !== 'pending') {
      await settleStaffNotifications(tx, {
        types: ['companyApplied', 'companyRoleRequested'],
        route: adminCompanyRoute(row.id),
      });
    }
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: row.id,
      action: approve ? 'company.approved' : 'company.rejected',
      entityType: 'company',
      entityId: row.id,
      data: { role: props.role, from: previous, to: approve ? 'yes' : 'rejected', reason },
      ip: props.ip,
    });
    const [owner] = await tx.select().from(user).where(eq(user.id, row.adminUserId));
    return { company: updated, owner: owner ?? null, previous };
  });
}
