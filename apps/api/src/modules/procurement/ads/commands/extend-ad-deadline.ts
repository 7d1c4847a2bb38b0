import { eq } from 'drizzle-orm';
import { istanbulDateOf } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { publishedAd } from '../queries/published-ad.ts';
import { ad } from '../../schema.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand, notifyCompanies } from '../effects.ts';
import { bidderCompanyIds } from '../queries/bidders.ts';

import { adMachine } from '@teklifal/core';

import { ownerCommand } from '../owner-command.ts';
import { deadlineProblem } from '../errors.ts';
import { FOLLOWING_BID_STATUSES } from '../queries/bidders.ts';

export interface ExtendAdDeadlineProps extends CompanyContext {
  adId: string;
  bidDeadline: Date;
  now?: Date;
}

/**
 * published or closed → published with a later deadline. A questions cut-off that was the
 * old deadline moves with it. The bidders are told the new date.
 */
export async function extendAdDeadline(db: Database, props: ExtendAdDeadlineProps) {
  const { adId, bidDeadline, now = new Date() } = props;
  const ctx: CompanyContext = props;

  await ownerCommand(db, ctx, adId, 'extend', now, async (tx, draftOrNot) => {
    // Only a published or closed ad may be extended: it has its dates.
    const row = publishedAd(draftOrNot);
    if (bidDeadline.getTime() <= Math.max(now.getTime(), row.bidDeadline.getTime())) {
      throw deadlineProblem('validation.deadlinePast');
    }
    if (row.deliveryDate < istanbulDateOf(bidDeadline)) {
      throw deadlineProblem('validation.deliveryBeforeDeadline', { field: 'fields.deliveryDate' });
    }
    const followsDeadline = row.questionsUntil.getTime() === row.bidDeadline.getTime();
    await tx
      .update(ad)
      .set({
        status: adMachine.next(row.status, 'extendDeadline') ?? 'published',
        bidDeadline,
        ...(followsDeadline ? { questionsUntil: bidDeadline } : {}),
        closedAt: null,
      })
      .where(eq(ad.id, adId));
    await notifyCompanies(tx, await bidderCompanyIds(tx, adId, FOLLOWING_BID_STATUSES), {
      type: 'adDeadlineExtended',
      // The moment itself: each reader sees it in their language ({{date, datetime}}).
      params: { title: row.title, date: bidDeadline.toISOString() },
      ad: row,
    });
    await recordAdCommand(tx, ctx, 'ad.deadlineExtended', adId, {
      from: row.bidDeadline.toISOString(),
      to: bidDeadline.toISOString(),
    });
  });
}
