import { and, eq, inArray } from 'drizzle-orm';
import {
  adDetailsRoute,
  type BidStatus,
  type NotificationParamsByType,
  type NotificationType,
} from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { bid } from '../../db/schema/index.ts';
import type { AdRow } from '../../lib/ad-access.ts';
import { ProblemError } from '../../lib/problem.ts';
import { notifyCompany } from '../../lib/notify.ts';
import type { CompanyContext } from '../../lib/company-context.ts';
import { auditCompanyCommand } from '../../lib/audit.ts';
import { emitLiveEvent } from '../../lib/live-events.ts';

/** Bids that are still in play: the seller works on them or the buyer may decide on them. */
export const LIVE_BID_STATUSES: BidStatus[] = ['submitted', 'needs_confirmation'];

/** The companies with a bid of these statuses on the ad. */
export async function bidderCompanyIds(
  tx: Executor,
  adId: string,
  statuses: readonly BidStatus[],
): Promise<string[]> {
  const rows = await tx
    .select({ companyId: bid.sellerCompanyId })
    .from(bid)
    .where(and(eq(bid.adId, adId), inArray(bid.status, [...statuses])));
  return [...new Set(rows.map((row) => row.companyId))];
}

/** The same notification about an ad to several companies, each once. */
export async function notifyCompanies<T extends NotificationType>(
  tx: Executor,
  companyIds: readonly string[],
  props: { type: T; params: NotificationParamsByType[T]; ad: Pick<AdRow, 'id' | 'companyId'> },
): Promise<void> {
  for (const companyId of new Set(companyIds)) {
    await notifyCompany(tx, {
      companyId,
      type: props.type,
      params: props.params,
      route: adDetailsRoute(props.ad),
    });
  }
}

/** 409 for a command the ad's state does not allow, naming the state. */
export const notAllowedInStatus = (row: Pick<AdRow, 'status'>) =>
  new ProblemError('CONFLICT', {
    detailKey: 'ads.server.notAllowedInStatus',
    detailParams: { status: `procurement.adStatus.${row.status}` },
  });

/**
 * What every ads command leaves behind: the audit line, and a live event so the company's
 * other screens (teammates, other tabs) show the change at once.
 */
export async function recordAdCommand(
  tx: Executor,
  ctx: CompanyContext,
  action: string,
  adId: string,
  data: Record<string, unknown> = {},
) {
  await auditCompanyCommand(tx, ctx, { action, entityType: 'ad', entityId: adId, data });
  await emitLiveEvent(tx, { companyIds: [ctx.companyId], kind: 'ad', data: { adId } });
}
