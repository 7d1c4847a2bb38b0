import { and, eq, inArray, ne } from 'drizzle-orm';
import { adMachine } from '@teklifal/core';
import type { Database, Executor } from '../../../../db/client.ts';
import { publishedAd } from '../queries/published-ad.ts';
import { ad, adInvitation } from '../../schema.ts';
import { company, companySector } from '../../../companies/queries/tables.ts';
import { sector } from '../../../sectors/queries/tables.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand, notifyCompanies, notifyInvited } from '../effects.ts';
import { assertPublishable, deadlineProblem } from '../errors.ts';
import type { AdRow, PublishedAdRow } from '../queries/access.ts';
import { loadSavedDraft } from '../queries/saved-draft.ts';
import { ownerCommand } from '../owner-command.ts';

/** Confirmed sellers (other than the buyer) whose sectors include the ad's sector or its parent. */
async function sectorSellerIds(tx: Executor, row: PublishedAdRow): Promise<string[]> {
  const [own] = await tx
    .select({ parentId: sector.parentId })
    .from(sector)
    .where(eq(sector.id, row.sectorId));
  const sectorIds = [row.sectorId, ...(own?.parentId ? [own.parentId] : [])];
  const sellers = await tx
    .selectDistinct({ id: company.id })
    .from(company)
    .innerJoin(companySector, eq(companySector.companyId, company.id))
    .where(
      and(
        inArray(companySector.sectorId, sectorIds),
        eq(company.isSellerConfirmed, 'yes'),
        ne(company.id, row.companyId),
      ),
    );
  return sellers.map((seller) => seller.id);
}

/**
 * Publishes the locked draft `draft` (the caller checked that it may): the saved ad must pass
 * the full ad rules (400 naming every missing field; nothing changes) and its deadline must
 * still be ahead. Open ads are announced to the sellers of the ad's sector, invited-only ads
 * to the invited sellers only.
 */
export async function publishDraft(
  tx: Executor,
  ctx: CompanyContext,
  draft: AdRow,
  now: Date,
): Promise<void> {
  assertPublishable(await loadSavedDraft(tx, draft), ctx.locale);
  const row = publishedAd(draft);
  if (row.bidDeadline.getTime() <= now.getTime()) throw deadlineProblem('validation.deadlinePast');
  await tx
    .update(ad)
    .set({ status: adMachine.next(row.status, 'publish') ?? 'published', publishedAt: now })
    .where(eq(ad.id, row.id));
  if (row.visibility === 'invited') {
    const invited = await tx
      .select({ companyId: adInvitation.companyId })
      .from(adInvitation)
      .where(eq(adInvitation.adId, row.id));
    await notifyInvited(
      tx,
      row,
      invited.map((invitation) => invitation.companyId),
    );
  } else {
    await notifyCompanies(tx, await sectorSellerIds(tx, row), {
      type: 'newAdInSector',
      params: { title: row.title },
      ad: row,
    });
  }
  await recordAdCommand(tx, ctx, 'ad.published', row.id, { visibility: row.visibility });
}

export interface PublishAdProps extends CompanyContext {
  adId: string;
  now?: Date;
}

/** draft → published (POST /api/ads/:adId/publish): see publishDraft. */
export async function publishAd(db: Database, props: PublishAdProps) {
  const { adId, now = new Date() } = props;
  const ctx: CompanyContext = props;
  await ownerCommand(db, ctx, adId, 'publish', now, (tx, row) => publishDraft(tx, ctx, row, now));
}
