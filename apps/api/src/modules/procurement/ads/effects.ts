import { and, eq, inArray } from 'drizzle-orm';
import {
  adDetailsRoute,
  type NotificationParamsByType,
  type AuditAction,
  type NotificationType,
} from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import type { AdRow } from './queries/access.ts';
import { notifyCompany } from '../../notifications/commands/notify.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import { auditCompanyCommand } from '../../../lib/audit.ts';
import { emitLiveEvent } from '../../../lib/live-events.ts';
import { company } from '../../companies/queries/tables.ts';
import { queueAdCommandWebhook } from '../../integrations/webhooks/commands/queue-command-webhooks.ts';

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

/**
 * What every ads command leaves behind: the audit line, and a live event so the company's
 * other screens (teammates, other tabs) show the change at once.
 */
export async function recordAdCommand(
  tx: Executor,
  ctx: CompanyContext,
  action: AuditAction,
  adId: string,
  data: Record<string, unknown> = {},
) {
  await auditCompanyCommand(tx, ctx, { action, entityType: 'ad', entityId: adId, data });
  await emitLiveEvent(tx, { companyIds: [ctx.companyId], kind: 'ad', data: { adId } });
  await queueAdCommandWebhook(tx, action, adId, data);
}

/** Tells invited sellers of a published invited-only ad that they may bid. */
export async function notifyInvited(
  tx: Executor,
  row: Pick<AdRow, 'id' | 'companyId' | 'title'>,
  companyIds: readonly string[],
): Promise<void> {
  if (companyIds.length === 0) return;
  const [owner] = await tx
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, row.companyId));
  const sellers = await tx
    .select({ id: company.id })
    .from(company)
    .where(and(inArray(company.id, [...companyIds]), eq(company.isSellerConfirmed, 'yes')));
  await notifyCompanies(
    tx,
    sellers.map((seller) => seller.id),
    { type: 'adInvitation', params: { title: row.title, company: owner?.name ?? '' }, ad: row },
  );
}
