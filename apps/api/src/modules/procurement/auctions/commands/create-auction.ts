import { eq } from 'drizzle-orm';
import {
  AUCTION_PARTICIPANTS_MIN,
  AUCTION_START_MAX_DAYS,
  isBidAcceptable,
  isRoundClosed,
  totalOf,
  type AuctionInputParsed,
  type AuctionSummary,
} from '@teklifal/core';
import { auctionSummaryOf, findLiveAuctionOfAd } from '../queries/ad-auction.ts';
import type { Database, Executor } from '../../../../db/client.ts';
import { publishedLine } from '../../ads/queries/published-ad.ts';
import { auction, auctionParticipant, auctionPrice, bid } from '../../schema.ts';
import { auditCompanyCommand } from '../../../../lib/audit.ts';
import type { NamedCompanyContext } from '../../../../lib/company-context.ts';
import { emitLiveEvent } from '../../../../lib/live-events.ts';
import { ProblemError, type FieldErrorSpec } from '../../../../lib/problem.ts';
import { lockOwnAd, type AdRow } from '../../ads/queries/access.ts';
import { loadAdItems, loadBidItems } from '../../bids/queries/bids.ts';
import { auctionConflict } from '../errors.ts';
import { tellAuctionCreated } from '../effects.ts';

/** A start a minute in the past is a form sent a little late: it starts now. */
const START_GRACE_MS = 60_000;

function checkStart(startsAt: Date, now: Date): FieldErrorSpec[] {
  const params = { field: 'fields.startsAt', days: AUCTION_START_MAX_DAYS };
  if (startsAt.getTime() < now.getTime() - START_GRACE_MS) {
    return [{ field: 'startsAt', messageKey: 'auctions.server.startPast', params }];
  }
  if (startsAt.getTime() > now.getTime() + AUCTION_START_MAX_DAYS * 86_400_000) {
    return [{ field: 'startsAt', messageKey: 'auctions.server.startTooFar', params }];
  }
  return [];
}

type BidRow = typeof bid.$inferSelect;

/**
 * The participants: the chosen bids, each of this ad, acceptable now, in its currency and
 * pricing what the basis needs; without a choice, every bid that qualifies (at least two).
 */
async function loadParticipants(tx: Executor, row: AdRow, input: AuctionInputParsed, now: Date) {
  const adBids = await tx.select().from(bid).where(eq(bid.adId, row.id));
  const adItems = await loadAdItems(tx, row.id);
  const items = await loadBidItems(
    tx,
    adBids.map((found) => found.id),
  );
  const refusalOf = (found: BidRow | undefined) => {
    if (!found || !isBidAcceptable(found, now)) return 'bidNotEligible';
    if (found.currency !== row.currency) return 'currencyMismatch';
    if (input.basis === 'total' && (items.get(found.id)?.length ?? 0) < adItems.length) {
      return 'totalNeedsEveryLine';
    }
    return null;
  };
  const byId = new Map(adBids.map((found) => [found.id, found]));
  const params = { field: 'fields.bidIds', currency: row.currency, min: AUCTION_PARTICIPANTS_MIN };
  let chosen: BidRow[];
  if (input.bidIds) {
    const errors: FieldErrorSpec[] = [];
    input.bidIds.forEach((bidId, index) => {
      const refusal = refusalOf(byId.get(bidId));
      if (refusal) {
        errors.push({ field: `bidIds.${index}`, messageKey: `auctions.server.${refusal}`, params });
      }
    });
    if (errors.length > 0) throw new ProblemError('VALIDATION', { fields: errors });
    chosen = input.bidIds.flatMap((bidId) => byId.get(bidId) ?? []);
  } else {
    chosen = adBids.filter((found) => refusalOf(found) === null);
    if (chosen.length < AUCTION_PARTICIPANTS_MIN) {
      const messageKey = 'auctions.server.tooFewEligible';
      throw new ProblemError('VALIDATION', { fields: [{ field: 'bidIds', messageKey, params }] });
    }
  }
  // Sealed prices that tie rank by who submitted first.
  const ordered = [...chosen].sort(
    (a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0),
  );
  const quantities = new Map(adItems.map(publishedLine).map((line) => [line.id, line.quantity]));
  return ordered.map((found, submittedOrder) => {
    const lines = (items.get(found.id) ?? []).map((line) => ({
      adItemId: line.adItemId,
      unitPrice: line.unitPrice,
      quantity: quantities.get(line.adItemId) ?? '0',
    }));
    return { bid: found, submittedOrder, lines, total: totalOf(lines) };
  });
}

export interface CreateAuctionProps {
  ctx: NamedCompanyContext;
  adId: string;
  input: AuctionInputParsed;
  now: Date;
}

/**
 * POST /api/ads/:adId/auction: the buyer schedules a reverse auction among bids of its closed
 * ad. The ad row is locked first, so two at once make one auction (and a unique index backs
 * it). Each participant starts from its sealed prices and is told when it starts.
 */
export async function createAuction(
  db: Database,
  props: CreateAuctionProps,
): Promise<AuctionSummary> {
  const { ctx, input, now } = props;
  return db.transaction(async (tx) => {
    const row = await lockOwnAd(tx, ctx.actor, props.adId);
    if (!isRoundClosed(row, now)) throw auctionConflict('adNotClosed');
    if (await findLiveAuctionOfAd(tx, row.id)) throw auctionConflict('alreadyExists');
    const requestedStart = new Date(input.startsAt);
    const startErrors = checkStart(requestedStart, now);
    if (startErrors.length > 0) throw new ProblemError('VALIDATION', { fields: startErrors });
    const participants = await loadParticipants(tx, row, input, now);

    const startsAt = requestedStart < now ? now : requestedStart;
    const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
    const [created] = await tx
      .insert(auction)
      .values({
        adId: row.id,
        buyerCompanyId: row.companyId,
        createdBy: ctx.userId,
        currency: row.currency,
        basis: input.basis,
        decrementKind: input.decrementKind,
        decrementValue: input.decrementValue,
        extensionMinutes: input.extensionMinutes,
        showBestPrice: input.showBestPrice,
        startsAt,
        endsAt,
        plannedEndsAt: endsAt,
        // A start that is already due is announced by the start itself, not by the job.
        startNotifiedAt: startsAt <= now ? now : null,
      })
      .returning();
    if (!created) throw new Error('auction insert returned nothing');
    await tx.insert(auctionParticipant).values(
      participants.map((entry) => ({
        auctionId: created.id,
        bidId: entry.bid.id,
        sellerCompanyId: entry.bid.sellerCompanyId,
        startTotal: entry.total,
        total: entry.total,
        submittedOrder: entry.submittedOrder,
      })),
    );
    await tx.insert(auctionPrice).values(
      participants.flatMap((entry) =>
        entry.lines.map((line) => ({
          auctionId: created.id,
          bidId: entry.bid.id,
          adItemId: line.adItemId,
          quantity: line.quantity,
          startUnitPrice: line.unitPrice,
          unitPrice: line.unitPrice,
          submittedOrder: entry.submittedOrder,
        })),
      ),
    );
    await tellAuctionCreated(tx, {
      auctionId: created.id,
      title: row.title,
      startsAt,
      startedNow: created.startNotifiedAt !== null,
      sellerCompanyIds: participants.map((entry) => entry.bid.sellerCompanyId),
    });
    await auditCompanyCommand(tx, ctx, {
      action: 'auction.created',
      entityType: 'auction',
      entityId: created.id,
      data: {
        adId: row.id,
        bidIds: participants.map((entry) => entry.bid.id),
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        basis: input.basis,
        decrement: { kind: input.decrementKind, value: input.decrementValue },
        extensionMinutes: input.extensionMinutes,
        showBestPrice: input.showBestPrice,
      },
    });
    await emitLiveEvent(tx, {
      companyIds: [row.companyId, ...participants.map((entry) => entry.bid.sellerCompanyId)],
      kind: 'auction',
      data: { auctionId: created.id, adId: row.id },
    });
    return auctionSummaryOf(created, now);
  });
}
