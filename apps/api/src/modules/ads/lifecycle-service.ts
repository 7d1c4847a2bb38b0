import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  adAbilities,
  adMachine,
  formatDateTime,
  istanbulDateOf,
  type AdAbilities,
} from '@teklifal/core';
import type { Database, Executor } from '../../db/client.ts';
import { ad, adInvitation, company, companySector, sector } from '../../db/schema/index.ts';
import { adFactsOf, lockOwnAd, type AdRow } from '../../lib/ad-access.ts';
import { ProblemError } from '../../lib/problem.ts';
import type { CompanyContext } from '../../lib/company-context.ts';
import { notifyInvited, OWNER_VIEWER } from './ad-service.ts';
import {
  recordAdCommand,
  bidderCompanyIds,
  notAllowedInStatus,
  notifyCompanies,
} from './notices.ts';

/** Bids whose sellers hear about a new deadline or a cancellation: all but the withdrawn. */
const FOLLOWING_BID_STATUSES = ['draft', 'submitted', 'needs_confirmation'] as const;

/**
 * Runs an owner's command on its ad in one transaction: locks the ad (two commands on one
 * ad run one after the other), refuses with 409 what the ad's state does not allow, then
 * performs the change.
 */
async function ownerCommand<T>(
  db: Database,
  ctx: CompanyContext,
  adId: string,
  ability: keyof AdAbilities,
  now: Date,
  run: (tx: Executor, row: AdRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockOwnAd(tx, ctx.actor, adId);
    if (!adAbilities(ctx.actor, adFactsOf(row), OWNER_VIEWER, now)[ability]) {
      throw notAllowedInStatus(row);
    }
    return run(tx, row);
  });
}

const deadlineProblem = (messageKey: string, params: Record<string, string> = {}) =>
  new ProblemError('VALIDATION', {
    fields: [
      { field: 'bidDeadline', messageKey, params: { field: 'fields.bidDeadline', ...params } },
    ],
  });

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

/**
 * draft → published. The deadline must still be ahead. Open ads are announced to the sellers
 * of the ad's sector, invited-only ads to the invited sellers only.
 */
export async function publishAd(db: Database, ctx: CompanyContext, adId: string, now = new Date()) {
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

/** published (and open) → closed, before the deadline; the bidders are told. */
export async function closeAd(db: Database, ctx: CompanyContext, adId: string, now = new Date()) {
  await ownerCommand(db, ctx, adId, 'close', now, async (tx, row) => {
    await tx
      .update(ad)
      .set({ status: adMachine.next(row.status, 'close') ?? 'closed', closedAt: now })
      .where(eq(ad.id, adId));
    await notifyCompanies(tx, await bidderCompanyIds(tx, adId, FOLLOWING_BID_STATUSES), {
      type: 'adClosedEarly',
      params: { title: row.title },
      ad: row,
    });
    await recordAdCommand(tx, ctx, 'ad.closedEarly', adId, {
      bidDeadline: row.bidDeadline.toISOString(),
    });
  });
}

/**
 * published or closed → published with a later deadline. A questions cut-off that was the
 * old deadline moves with it. The bidders are told the new date.
 */
export async function extendAdDeadline(
  db: Database,
  ctx: CompanyContext,
  adId: string,
  bidDeadline: Date,
  now = new Date(),
) {
  await ownerCommand(db, ctx, adId, 'extend', now, async (tx, row) => {
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
      params: { title: row.title, date: formatDateTime(bidDeadline, 'tr') ?? '' },
      ad: row,
    });
    await recordAdCommand(tx, ctx, 'ad.deadlineExtended', adId, {
      from: row.bidDeadline.toISOString(),
      to: bidDeadline.toISOString(),
    });
  });
}

/** published or closed → cancelled with a reason; bidders are told. Orders are never touched. */
export async function cancelAd(
  db: Database,
  ctx: CompanyContext,
  adId: string,
  reason: string,
  now = new Date(),
) {
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
