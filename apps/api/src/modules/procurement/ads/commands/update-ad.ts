import { eq } from 'drizzle-orm';
import { authorize, EDIT_DEADLINE_MIN_HOURS, type AdDraft } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';
import { adFactsOf, lockOwnAd } from '../queries/access.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import {
  checkAdReferences,
  invitedIdsOf,
  replaceAttachments,
  replaceInvitations,
  saveLines,
} from '../ad-parts.ts';
import { recordAdCommand, notifyCompanies } from '../effects.ts';
import { assertPublishable } from '../errors.ts';

import { OWNER_VIEWER } from '@teklifal/core';
import { notifyInvited } from '../effects.ts';

import { adColumns } from '../ad-parts.ts';
import { requireBidConfirmation } from '../../bids/commands/require-bid-confirmation.ts';
import { recomputeBidTotals } from '../../bids/commands/reprice-bids.ts';
import { adChangeOf, adContentsOf, bidsToReconfirm } from './bids-to-reconfirm.ts';
import { checkBidAmounts } from './check-bid-amounts.ts';
import { publishDraft } from './publish-ad.ts';
import { assertNotHeldByAuction } from '../owner-command.ts';

const HOUR = 60 * 60 * 1000;

export interface UpdateAdProps extends CompanyContext {
  adId: string;
  input: AdDraft;
  /** Publish the draft with these contents ("Yayınla" on a draft's edit page). */
  publish?: boolean;
  now?: Date;
}

/**
 * Edits a draft, or a published ad that is still open. A draft needs only its title, unless
 * it is published with the edit (`publish`, in the same transaction: a refused publish changes
 * nothing); a published ad stays complete. When the edit concerns live bids (bidsToReconfirm),
 * they need confirming again (their sellers are told) and a deadline closer than 48 hours moves
 * to 48 hours from now, so the sellers have time to look again.
 */
export async function updateAd(db: Database, props: UpdateAdProps): Promise<void> {
  const { adId, input, now = new Date() } = props;
  const ctx: CompanyContext = props;

  await db.transaction(async (tx) => {
    const row = await lockOwnAd(tx, ctx.actor, adId);
    const record = { ad: adFactsOf(row), viewer: OWNER_VIEWER, now };
    authorize(ctx.actor, 'ad.edit', record);
    if (props.publish) authorize(ctx.actor, 'ad.publish', record);
    await assertNotHeldByAuction(tx, adId);
    const published = row.status === 'published';
    if (published || props.publish) assertPublishable(input, ctx.locale);
    await checkAdReferences(tx, ctx, input);
    await checkBidAmounts(tx, adId, input.items);
    // Only the bids the edit concerns are asked again: a change to a line, of those that
    // priced it; a change to the terms of every bid (or a line every bid must now price), all.
    const columns = adColumns(input, input.bidDeadline ? new Date(input.bidDeadline) : null);
    const change = published
      ? adChangeOf({ row, ...(await adContentsOf(tx, adId)) }, { columns, input })
      : null;
    const asked = change
      ? await bidsToReconfirm(tx, adId, change, input.partialBids)
      : { bidIds: [], companyIds: [] };
    const bidders = asked.companyIds;
    let bidDeadline = columns.bidDeadline;
    const earliest = new Date(now.getTime() + EDIT_DEADLINE_MIN_HOURS * HOUR);
    const extended = bidders.length > 0 && bidDeadline !== null && bidDeadline < earliest;
    if (extended) bidDeadline = earliest;

    await tx.update(ad).set(adColumns(input, bidDeadline)).where(eq(ad.id, adId));
    await saveLines(tx, adId, input.items);
    await replaceAttachments(tx, adId, input.attachmentFileIds);
    const newlyInvited = await replaceInvitations(tx, adId, invitedIdsOf(input));
    await recomputeBidTotals(tx, adId);

    if (bidders.length > 0) {
      await requireBidConfirmation(tx, adId, asked.bidIds);
      await notifyCompanies(tx, bidders, {
        type: 'bidNeedsConfirmation',
        params: { title: input.title },
        ad: row,
      });
    }
    if (published && newlyInvited.length > 0) {
      await notifyInvited(tx, { ...row, title: input.title }, newlyInvited);
    }
    await recordAdCommand(tx, ctx, 'ad.updated', adId, {
      status: row.status,
      bidsNeedingConfirmation: bidders.length,
      ...(extended ? { deadlineExtendedTo: earliest.toISOString() } : {}),
    });
    if (props.publish) await publishDraft(tx, ctx, await lockOwnAd(tx, ctx.actor, adId), now);
  });
}
