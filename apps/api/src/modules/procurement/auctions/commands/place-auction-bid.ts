import { and, eq } from 'drizzle-orm';
import {
  auctionPhase,
  authorize,
  checkAuctionPrices,
  compareAmounts,
  isRoundClosed,
  extendedEnd,
  formatDateTime,
  formatMoney,
  totalOf,
  type Locale,
  type AuctionBidInput,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../../../db/client.ts';
import { ad, auction, auctionBid, auctionParticipant, auctionPrice, bid } from '../../schema.ts';
import { auditCompanyCommand } from '../../../../lib/audit.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { emitLiveEvent } from '../../../../lib/live-events.ts';
import { ProblemError, type FieldErrorSpec } from '../../../../lib/problem.ts';
import { tellOutbid } from '../effects.ts';
import { auctionConflict } from '../errors.ts';
import { loadAuctionState, type AuctionRow, type AuctionState } from '../queries/auction-rows.ts';
import { decrementOf, highestNext, lineKey, lineRanks, totalRanks } from '../queries/ranking.ts';

type BidInput = z.output<typeof AuctionBidInput>;

const field = (name: string, messageKey: string, params: Record<string, string> = {}) => ({
  field: name,
  messageKey: `auctions.server.${messageKey}`,
  params: { field: 'fields.unitPrice', ...params },
});

/** A price the auction's rules refuse: 409 (the prices stand as they were), naming the field. */
const refused = (fields: FieldErrorSpec[]) =>
  new ProblemError('CONFLICT', {
    detailKey: fields[0]?.messageKey,
    detailParams: fields[0]?.params,
    fields,
  });

/** The new prices by line, refusing lines the participant does not price or names twice. */
function nextPricesOf(input: BidInput, current: readonly { adItemId: string }[]) {
  const priced = new Set(current.map((line) => line.adItemId));
  const next = new Map<string, string>();
  const errors: FieldErrorSpec[] = [];
  input.prices.forEach((entry, index) => {
    if (!priced.has(entry.adItemId) || next.has(entry.adItemId)) {
      errors.push(field(`prices.${index}.adItemId`, 'lineNotPriced', { field: 'fields.adItemId' }));
    } else next.set(entry.adItemId, entry.unitPrice);
  });
  if (errors.length > 0) throw new ProblemError('VALIDATION', { fields: errors });
  return next;
}

/** The refusal of core's price rules, as the field errors of the request. */
function refusalErrors(
  locale: Locale,
  row: AuctionRow,
  input: BidInput,
  refusal: NonNullable<ReturnType<typeof checkAuctionPrices>>,
  current: readonly { adItemId: string; unitPrice: string }[],
  total: string,
): FieldErrorSpec[] {
  const index = input.prices.findIndex((entry) => entry.adItemId === refusal.adItemId);
  const line = current.find((entry) => entry.adItemId === refusal.adItemId);
  switch (refusal.refusal) {
    case 'lineRaised':
      return [field(`prices.${index}.unitPrice`, 'lineRaised')];
    case 'decrementTooSmall':
      if (line) {
        const max = formatMoney(highestNext(row, line.unitPrice) ?? '0', row.currency, locale);
        return [field(`prices.${index}.unitPrice`, 'decrementTooSmall', { max })];
      }
      return [
        field('prices', 'totalDecrementTooSmall', {
          field: 'fields.prices',
          max: formatMoney(highestNext(row, total) ?? '0', row.currency, locale),
        }),
      ];
    default:
      return [field('prices', 'notLower', { field: 'fields.prices' })];
  }
}

/**
 * Who lost the lead with this bid (first place on the total, or on a line), with the place it
 * has now. Only the lead: with fifty participants a bid may move dozens down a place, and each
 * sees its live rank in its room anyway; losing first place is what an "outbid" notice is for.
 */
function lostTheLead(row: AuctionRow, before: AuctionState, after: AuctionState, bidder: string) {
  const lost = new Map<string, number>();
  if (row.basis === 'total') {
    const [was, is] = [totalRanks(before.participants), totalRanks(after.participants)];
    for (const [bidId, rank] of was) {
      const now = is.get(bidId) ?? rank;
      if (bidId !== bidder && rank === 1 && now > 1) lost.set(bidId, now);
    }
    return lost;
  }
  const [was, is] = [lineRanks(before.prices), lineRanks(after.prices)];
  for (const price of before.prices) {
    const key = lineKey(price.bidId, price.adItemId);
    const now = is.get(key) ?? 0;
    if (price.bidId !== bidder && was.get(key) === 1 && now > 1) {
      lost.set(price.bidId, Math.max(lost.get(price.bidId) ?? 0, now));
    }
  }
  return lost;
}

/** The state after this participant's bid, worked out rather than read again under the lock. */
function stateAfter(
  before: AuctionState,
  bidId: string,
  change: { total: string; seq: number; next: ReadonlyMap<string, string> },
): AuctionState {
  return {
    ...before,
    participants: before.participants.map((p) =>
      p.bidId === bidId ? { ...p, total: change.total, reachedSeq: change.seq } : p,
    ),
    prices: before.prices.map((price) => {
      const unitPrice = price.bidId === bidId ? change.next.get(price.adItemId) : undefined;
      return unitPrice === undefined || compareAmounts(unitPrice, price.unitPrice) === 0
        ? price
        : { ...price, unitPrice, reachedSeq: change.seq };
    }),
  };
}

export interface PlaceAuctionBidProps {
  ctx: CompanyContext;
  auctionId: string;
  input: BidInput;
  now: Date;
}

/**
 * POST /api/auctions/:auctionId/bids. The auction row is locked first, so bids on one auction
 * are taken one at a time in a strict order (their sequence numbers), each checked against the
 * prices the one before left: of two equal prices the earlier one ranks first. A bid in the
 * extension window pushes the end; whoever loses the lead is told.
 */
export async function placeAuctionBid(db: Database, props: PlaceAuctionBidProps) {
  const { ctx, now } = props;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(auction)
      .where(eq(auction.id, props.auctionId))
      .for('update');
    const participant = row ? await findParticipant(tx, row.id, ctx.companyId) : null;
    if (!row) throw new ProblemError('NOT_FOUND');
    // A seller that bid on the ad knows of it: it hears why. Anyone else learns nothing.
    const hasBid = !participant && (await hasBidOnAd(tx, row.adId, ctx.companyId));
    authorize(ctx.actor, 'auction.bid', {
      ...row,
      participant: !!participant,
      hasBidOnAd: hasBid,
      now,
    });
    if (!participant) throw new ProblemError('NOT_FOUND');
    const phase = auctionPhase(row, now);
    if (phase === 'scheduled') {
      throw auctionConflict('notStarted', { date: formatDateTime(row.startsAt, ctx.locale) ?? '' });
    }
    if (phase !== 'running') throw auctionConflict('ended');
    const [adRow] = await tx
      .select({ status: ad.status, bidDeadline: ad.bidDeadline })
      .from(ad)
      .where(eq(ad.id, row.adId))
      .for('share');
    if (!adRow || !isRoundClosed(adRow, now)) throw auctionConflict('adChanged');

    const before = await loadAuctionState(tx, row.id, { lines: false });
    const current = before.prices.filter((price) => price.bidId === participant.bidId);
    const next = nextPricesOf(props.input, current);
    const refusal = checkAuctionPrices({
      basis: row.basis,
      decrement: decrementOf(row),
      current,
      next,
    });
    if (refusal) {
      throw refused(
        refusalErrors(ctx.locale, row, props.input, refusal, current, participant.total),
      );
    }

    const seq = row.bidCount + 1;
    const lines = current.map((line) => ({
      ...line,
      unitPrice: next.get(line.adItemId) ?? line.unitPrice,
    }));
    const total = totalOf(lines);
    for (const line of current) {
      const price = next.get(line.adItemId);
      if (price === undefined || compareAmounts(price, line.unitPrice) === 0) continue;
      await tx
        .update(auctionPrice)
        .set({ unitPrice: price, reachedSeq: seq })
        .where(
          and(
            eq(auctionPrice.auctionId, row.id),
            eq(auctionPrice.bidId, participant.bidId),
            eq(auctionPrice.adItemId, line.adItemId),
          ),
        );
    }
    await tx
      .update(auctionParticipant)
      .set({ total, reachedSeq: seq })
      .where(
        and(
          eq(auctionParticipant.auctionId, row.id),
          eq(auctionParticipant.bidId, participant.bidId),
        ),
      );
    const prices = lines.map((line) => ({ adItemId: line.adItemId, unitPrice: line.unitPrice }));
    await tx.insert(auctionBid).values({
      auctionId: row.id,
      seq,
      bidId: participant.bidId,
      sellerCompanyId: ctx.companyId,
      userId: ctx.userId,
      total,
      prices,
      createdAt: now,
    });
    const endsAt = extendedEnd(row.endsAt, now, row.extensionMinutes);
    await tx.update(auction).set({ bidCount: seq, endsAt }).where(eq(auction.id, row.id));

    const after = stateAfter(before, participant.bidId, { total, seq, next });
    await tellOutbid(tx, row, after, lostTheLead(row, before, after, participant.bidId));
    await auditCompanyCommand(tx, ctx, {
      action: 'auction.bid',
      entityType: 'auction',
      entityId: row.id,
      data: { seq, bidId: participant.bidId, total, prices, endsAt: endsAt.toISOString() },
    });
    await emitLiveEvent(tx, {
      companyIds: [row.buyerCompanyId, ...after.participants.map((p) => p.sellerCompanyId)],
      kind: 'auction',
      data: { auctionId: row.id, adId: row.adId },
    });
    return { auction: { ...row, bidCount: seq, endsAt }, participant: { ...participant, total } };
  });
}

export async function findParticipant(tx: Executor, auctionId: string, companyId: string) {
  const [participant] = await tx
    .select()
    .from(auctionParticipant)
    .where(
      and(
        eq(auctionParticipant.auctionId, auctionId),
        eq(auctionParticipant.sellerCompanyId, companyId),
      ),
    );
  return participant ?? null;
}

export async function hasBidOnAd(tx: Executor, adId: string, companyId: string) {
  const [found] = await tx
    .select({ id: bid.id })
    .from(bid)
    .where(and(eq(bid.adId, adId), eq(bid.sellerCompanyId, companyId)));
  return found !== undefined;
}
