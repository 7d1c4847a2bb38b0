import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyMarketRole } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { company } from '../schema.ts';
import { emitLiveEvent } from '../../../lib/live-events.ts';
import type { CompanyRow } from '../queries/company-of-user.ts';
import { auditCompany, tellStaffCompanyWaits, type ActorProps } from '../effects.ts';

/** Asks for a role that was not requested, or again after a rejection. */
export async function requestRole(
  db: Database,
  props: ActorProps & { companyId: string; role: CompanyMarketRole },
): Promise<CompanyRow | null> {
  const column = props.role === 'buyer' ? company.isBuyerConfirmed : company.isSellerConfirmed;
  const reason = props.role === 'buyer' ? 'buyerRejectionReason' : 'sellerRejectionReason';
  const state = props.role === 'buyer' ? 'isBuyerConfirmed' : 'isSellerConfirmed';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(company)
      .set({ [state]: 'pending', [reason]: null })
      .where(and(eq(company.id, props.companyId), inArray(column, ['no', 'rejected'])))
      .returning();
    if (!row) return null;
    // Teammates' screens show the request as pending without a reload.
    await emitLiveEvent(tx, { companyIds: [row.id], kind: 'company', data: { companyId: row.id } });
    await auditCompany(tx, { ...props, companyId: row.id }, 'company.roleRequested', {
      role: props.role,
    });
    await tellStaffCompanyWaits(tx, { companyId: row.id, name: row.name, role: props.role });
    return row;
  });
}
