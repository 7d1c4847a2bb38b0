import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand, notifyCompanies } from '../effects.ts';
import { bidderCompanyIds } from '../queries/bidders.ts';

import { adMachine } from '@teklifal/core';

import { ownerCommand } from '../owner-command.ts';
import { FOLLOWING_BID_STATUSES } from '../queries/bidders.ts';

export interface CancelAdProps extends CompanyContext {
  adId: string;
  reason: string;
  now?: Date;
}

/** published or closed → cancelled with a reason; bidders are told. Orders are never touched. */
export async function cancelAd(db: Database, props: CancelAdProps) {
  const { adId, reason, now = new Date() } = props;
  const ctx: CompanyContext = props;

  await ownerCommand(db, ctx, adId, 'cancel', now, async (tx, row) => {
    await tx
      .update(ad)
      .set({
        status: adMachine.next(row.status, 'cancel') ?? 'cancelled',
        cancelReason: reason,
        cancelledAt: now,
      })
      .where(eq(ad.id, adId));
    await notifyCompanies(tx, await bidderCompanyIds(tx, adId, FOLLOWING_BID_STATUSES), {
      type: 'adCancelled',
      params: { title: row.title, reason },
      ad: row,
    });
    await recordAdCommand(tx, ctx, 'ad.cancelled', adId, { reason, from: row.status });
  });
}
