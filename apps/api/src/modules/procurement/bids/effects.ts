import { adDetailsRoute, type AuditAction } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import type { AdRow } from '../ads/queries/access.ts';
import { auditCompanyCommand } from '../../../lib/audit.ts';
import { emitLiveEvent } from '../../../lib/live-events.ts';
import { notifyCompany } from '../../notifications/commands/notify.ts';
import type { BidRow } from './queries/bids.ts';
import { queueBidCommandWebhook } from '../../integrations/webhooks/commands/queue-command-webhooks.ts';
import type { NamedCompanyContext } from '../../../lib/company-context.ts';

/** Tells the buyer that the seller's bid on its ad arrived, changed or left the race. */
export const notifyBuyerOfBid = (
  tx: Executor,
  ctx: NamedCompanyContext,
  ad: AdRow,
  type: 'bidReceived' | 'bidRevised' | 'bidWithdrawn',
) =>
  notifyCompany(tx, {
    companyId: ad.companyId,
    type,
    params: { title: ad.title, company: ctx.companyName },
    route: adDetailsRoute(ad),
  });

/**
 * What every bid command leaves behind: the audit line, with the bid as it stands after it,
 * and a live event so the seller's teammates see it at once.
 */
export async function recordBidCommand(
  tx: Executor,
  ctx: NamedCompanyContext,
  ad: AdRow,
  row: BidRow,
  action: AuditAction,
) {
  await auditCompanyCommand(tx, ctx, {
    action,
    entityType: 'bid',
    entityId: row.id,
    data: { adId: ad.id, revision: row.revision, status: row.status, total: row.total },
  });
  await emitLiveEvent(tx, { companyIds: [ctx.companyId], kind: 'bid', data: { adId: ad.id } });
  await queueBidCommandWebhook(tx, action, row.id);
}
