import { eq } from 'drizzle-orm';
import type { CompanyMarketRole } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { company } from '../schema.ts';

const FLAG = { buyer: 'isBuyerConfirmed', seller: 'isSellerConfirmed' } as const;
const REASON = { buyer: 'buyerRejectionReason', seller: 'sellerRejectionReason' } as const;

/**
 * Staff's decision on one market role of a company: approved ('yes'), or rejected with the
 * reason the company is shown. The company as stored, or null. The back office decides who may
 * and when (admin/commands/decide-company-approval.ts).
 */
export async function setRoleApproval(
  db: Executor,
  props: { companyId: string; role: CompanyMarketRole; approved: boolean; reason: string | null },
) {
  const [row] = await db
    .update(company)
    .set({
      [FLAG[props.role]]: props.approved ? 'yes' : 'rejected',
      [REASON[props.role]]: props.approved ? null : props.reason,
    })
    .where(eq(company.id, props.companyId))
    .returning();
  return row ?? null;
}
