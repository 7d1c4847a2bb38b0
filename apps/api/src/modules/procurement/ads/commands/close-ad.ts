import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { publishedAd } from '../queries/published-ad.ts';
import { ad } from '../../schema.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand, notifyCompanies } from '../effects.ts';
import { bidderCompanyIds } from '../queries/bidders.ts';

import { adMachine } from '@teklifal/core';

import { ownerCommand } from '../owner-command.ts';
import { FOLLOWING_BID_STATUSES } from '../queries/bidders.ts';

export interface CloseAdProps extends CompanyContext {
  adId: string;
  now?: Date;
}

/** published (and open) → closed, before the deadline; the bidders are told. */
export async function closeAd(db: Database, props: CloseAdProps) {
  const { adId, now = new Date() } = props;
  const ctx: CompanyContext = props;

  await ownerCommand(db, ctx, adId, 'close', now, async (tx, row) => {
    // Stamped once the ad is locked: a bid that held the lock first committed before this
    // moment, and one that waited for it is refused (judged by the order of commits).
    const closedAt = props.now ?? new Date();
    await tx
      .update(ad)
      .set({ status: adMachine.next(row.status, 'close') ?? 'closed', closedAt })
      .where(eq(ad.id, adId));
    await notifyCompanies(tx, await bidderCompanyIds(tx, adId, FOLLOWING_BID_STATUSES), {
      type: 'adClosedEarly',
      params: { title: row.title },
      ad: row,
    });
    await recordAdCommand(tx, ctx, 'ad.closedEarly', adId, {
      bidDeadline: publishedAd(row).bidDeadline.toISOString(),
    });
  });
}
