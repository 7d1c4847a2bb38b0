import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  adAbilities,
  bidMachine,
  EDIT_DEADLINE_MIN_HOURS,
  istanbulDateOf,
  type AdInputParsed,
  type AdViewerFacts,
} from '@teklifal/core';
import type { Database, Executor } from '../../db/client.ts';
import { ad, adAttachment, adInvitation, adItem, bid, company } from '../../db/schema/index.ts';
import { adFactsOf, findOwnAd, lockOwnAd, type AdRow } from '../../lib/ad-access.ts';
import type { CompanyContext } from '../../lib/company-context.ts';
import {
  buildSearchDocument,
  checkAdReferences,
  invitedIdsOf,
  recomputeBidTotals,
  replaceAttachments,
  replaceInvitations,
  saveLines,
} from './ad-writes.ts';
import {
  recordAdCommand,
  bidderCompanyIds,
  LIVE_BID_STATUSES,
  notAllowedInStatus,
  notifyCompanies,
} from './notices.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A duplicated ad whose deadline has passed gets this long from now. */
const DUPLICATE_DEADLINE_DAYS = 7;

/** The owner is neither invited to nor bidding on its own ad. */
export const OWNER_VIEWER: AdViewerFacts = { invited: false, hasBid: false };

/** The ad's own columns from the form (lines, files and invitations are written apart). */
function adColumns(input: AdInputParsed, bidDeadline: Date) {
  return {
    title: input.title,
    description: input.description,
    sectorId: input.sectorId,
    deliveryCity: input.deliveryCity,
    deliveryAddress: input.deliveryAddress,
    deliveryDate: input.deliveryDate,
    bidDeadline,
    // The questions cut-off defaults to the deadline and never passes it.
    questionsUntil: input.questionsUntil
      ? new Date(Math.min(Date.parse(input.questionsUntil), bidDeadline.getTime()))
      : bidDeadline,
    paymentTerms: input.paymentTerms,
    currency: input.currency,
    budget: input.budget ?? null,
    budgetVisible: input.budgetVisible,
    visibility: input.visibility,
    sealed: input.sealed,
    searchDocument: buildSearchDocument(input),
  };
}

/** A new draft ad of the actor's company; returns its id. */
export async function createAd(
  db: Database,
  ctx: CompanyContext,
  input: AdInputParsed,
): Promise<string> {
  return db.transaction(async (tx) => {
    await checkAdReferences(tx, ctx, input);
    const [row] = await tx
      .insert(ad)
      .values({
        companyId: ctx.companyId,
        createdBy: ctx.userId,
        status: 'draft',
        ...adColumns(input, new Date(input.bidDeadline)),
      })
      .returning({ id: ad.id });
    if (!row) throw new Error('ad not inserted');
    await saveLines(tx, row.id, input.items);
    await replaceAttachments(tx, row.id, input.attachmentFileIds);
    await replaceInvitations(tx, row.id, invitedIdsOf(input));
    await recordAdCommand(tx, ctx, 'ad.created', row.id, { title: input.title });
    return row.id;
  });
}

/**
 * Edits a draft, or a published ad that is still open. When the published ad has live bids,
 * they need confirming again (their sellers are told) and a deadline closer than 48 hours
 * moves to 48 hours from now, so the sellers have time to look again.
 */
export async function updateAd(
  db: Database,
  ctx: CompanyContext,
  adId: string,
  input: AdInputParsed,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnAd(tx, ctx.actor, adId);
    if (!adAbilities(ctx.actor, adFactsOf(row), OWNER_VIEWER, now).edit) {
      throw notAllowedInStatus(row);
    }
    await checkAdReferences(tx, ctx, input);
    const published = row.status === 'published';
    const bidders = published ? await bidderCompanyIds(tx, adId, LIVE_BID_STATUSES) : [];
    let bidDeadline = new Date(input.bidDeadline);
    const earliest = new Date(now.getTime() + EDIT_DEADLINE_MIN_HOURS * HOUR);
    const extended = bidders.length > 0 && bidDeadline < earliest;
    if (extended) bidDeadline = earliest;

    await tx.update(ad).set(adColumns(input, bidDeadline)).where(eq(ad.id, adId));
    await saveLines(tx, adId, input.items);
    await replaceAttachments(tx, adId, input.attachmentFileIds);
    const newlyInvited = await replaceInvitations(tx, adId, invitedIdsOf(input));
    await recomputeBidTotals(tx, adId);

    if (bidders.length > 0) {
      await requireBidConfirmation(tx, adId);
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
      ...(extended ? { deadlineExtendedTo: bidDeadline.toISOString() } : {}),
    });
  });
}

/** Submitted bids of the ad go back to "needs confirmation" (bidMachine: only from submitted). */
async function requireBidConfirmation(tx: Executor, adId: string): Promise<void> {
  const { from, to } = bidMachine.transitions.requireConfirmation;
  await tx
    .update(bid)
    .set({ status: to })
    .where(and(eq(bid.adId, adId), inArray(bid.status, [...from])));
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

/** Days from one calendar day (YYYY-MM-DD) to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * A new draft with the same contents, lines, attachments and invitations. A deadline that has
 * passed becomes a week from now, and the delivery date keeps its distance from the deadline.
 */
export async function duplicateAd(
  db: Database,
  ctx: CompanyContext,
  adId: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const source = await findOwnAd(tx, ctx.actor, adId);
    const expired = source.bidDeadline.getTime() <= now.getTime();
    const bidDeadline = expired
      ? new Date(now.getTime() + DUPLICATE_DEADLINE_DAYS * DAY)
      : source.bidDeadline;
    const shift = bidDeadline.getTime() - source.bidDeadline.getTime();
    const questionsUntil = new Date(
      Math.min(
        Math.max(source.questionsUntil.getTime() + shift, now.getTime()),
        bidDeadline.getTime(),
      ),
    );
    const gap = Math.max(0, daysBetween(istanbulDateOf(source.bidDeadline), source.deliveryDate));
    const deliveryDate = expired
      ? istanbulDateOf(new Date(bidDeadline.getTime() + gap * DAY))
      : source.deliveryDate;

    const [row] = await tx
      .insert(ad)
      .values({
        companyId: source.companyId,
        createdBy: ctx.userId,
        title: source.title,
        description: source.description,
        sectorId: source.sectorId,
        deliveryCity: source.deliveryCity,
        deliveryAddress: source.deliveryAddress,
        deliveryDate,
        bidDeadline,
        questionsUntil,
        paymentTerms: source.paymentTerms,
        currency: source.currency,
        budget: source.budget,
        budgetVisible: source.budgetVisible,
        visibility: source.visibility,
        sealed: source.sealed,
        searchDocument: source.searchDocument,
        status: 'draft',
      })
      .returning({ id: ad.id });
    if (!row) throw new Error('ad not inserted');
    const [lines, attachments, invitations] = await Promise.all([
      tx.select().from(adItem).where(eq(adItem.adId, adId)).orderBy(asc(adItem.position)),
      tx.select().from(adAttachment).where(eq(adAttachment.adId, adId)),
      tx.select().from(adInvitation).where(eq(adInvitation.adId, adId)),
    ]);
    if (lines.length > 0) {
      await tx.insert(adItem).values(
        lines.map((line) => ({
          adId: row.id,
          position: line.position,
          name: line.name,
          specification: line.specification,
          quantity: line.quantity,
          unit: line.unit,
        })),
      );
    }
    if (attachments.length > 0) {
      await tx
        .insert(adAttachment)
        .values(attachments.map((a) => ({ adId: row.id, fileId: a.fileId, position: a.position })));
    }
    if (invitations.length > 0) {
      await tx
        .insert(adInvitation)
        .values(invitations.map((i) => ({ adId: row.id, companyId: i.companyId })));
    }
    await recordAdCommand(tx, ctx, 'ad.duplicated', row.id, { sourceAdId: adId });
    return row.id;
  });
}
