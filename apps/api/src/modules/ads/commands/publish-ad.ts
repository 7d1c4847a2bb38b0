import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { ad, adInvitation, company } from '../../../db/schema/index.ts';
import { type AdRow } from '../queries/access.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import { recordAdCommand, notifyCompanies } from '../effects.ts';

import { ne } from 'drizzle-orm';
import { adMachine } from '@teklifal/core';
import { companySector, sector } from '../../../db/schema/index.ts';
import { notifyInvited } from '../effects.ts';

import { ownerCommand } from './owner-command.ts';
import { deadlineProblem } from '../errors.ts';

/** Confirmed sellers (other than the buyer) whose sectors include the ad's sector or its parent. */
async function sectorSellerIds(tx: Executor, row: AdRow): Promise<string[]> {
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

export interface PublishAdProps extends CompanyContext {
  adId: string;
  now?: Date;
}

/**
 * draft → published. The deadline must still be ahead. Open ads are announced to the sellers
 * of the ad's sector, invited-only ads to the invited sellers only.
 */
export async function publishAd(db: Database, props: PublishAdProps) {
  const { adId, now = new Date() } = props;
  const ctx: CompanyContext = props;

  await ownerCommand(db, ctx, adId, 'publish', now, async (tx, row) => {
    if (row.bidDeadline.getTime() <= now.getTime())
      throw deadlineProblem('validation.deadlinePast');
    await tx
      .update(ad)
      .set({ status: adMachine.next(row.status, 'publish') ?? 'published', publishedAt: now })
      .where(eq(ad.id, adId));
    if (row.visibility === 'invited') {
      const invited = await tx
        .select({ companyId: adInvitation.companyId })
        .from(adInvitation)
        .where(eq(adInvitation.adId, adId));
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
    await recordAdCommand(tx, ctx, 'ad.published', adId, { visibility: row.visibility });
  });
}
