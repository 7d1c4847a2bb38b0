import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adDetailsRoute,
  auctionPhase,
  bidMachine,
  canAwardAd,
  formatDate,
  formatDateTime,
  isBidAcceptable,
  isBidReawardable,
  istanbulDateOf,
  orderRoute,
  type AwardInput,
  type AwardResult,
} from '@teklifal/core';
import type { Database, Executor } from '../../../../db/client.ts';
import { ad, bid } from '../../schema.ts';
import type { AdRow } from '../../ads/queries/access.ts';
import { auditCompanyCommand } from '../../../../lib/audit.ts';
import { loadCompanySummaries } from '../../../companies/queries/company-summaries.ts';
import { notifyCompany } from '../../../notifications/commands/notify.ts';
import { ProblemError, type FieldErrorSpec } from '../../../../lib/problem.ts';
import { loadAwardState, type AwardState } from '../queries/award-state.ts';
import { loadAdItems, loadBidItems, type AdItemRow, type BidRow } from '../queries/bids.ts';
import { conflict } from '../errors.ts';
import type { NamedCompanyContext } from '../../../../lib/company-context.ts';
import { findLiveAuctionOfAd, holdsPrices } from '../../auctions/queries/ad-auction.ts';
import { markAdAwarded } from '../../ads/commands/mark-ad-awarded.ts';
import { createOrder, type CreatedOrder } from '../../../orders/commands/create-order.ts';
import { agreedOrder } from './agreed-order.ts';
import { queueWebhookEvent } from '../../../integrations/webhooks/commands/queue-webhook-event.ts';

type AwardChoice = z.output<typeof AwardInput>;

/** One line going to one bid; `field` names the input that chose it, for errors. */
interface Assignment {
  line: AdItemRow;
  bidId: string;
  field: string;
}

const invalid = (field: string, label: string): FieldErrorSpec => ({
  field,
  messageKey: 'validation.invalid',
  params: { field: `fields.${label}` },
});

/** Each line at most once: checked before anything is read or locked. */
export function checkAwardShape(choice: AwardChoice) {
  if (choice.mode !== 'lines') return;
  const lines = choice.lines.map((line) => line.adItemId);
  if (new Set(lines).size !== lines.length) {
    throw new ProblemError('VALIDATION', { fields: [invalid('lines', 'lines')] });
  }
}

function assign(choice: AwardChoice, adItems: readonly AdItemRow[]): Assignment[] {
  if (choice.mode === 'whole') {
    return adItems.map((line) => ({ line, bidId: choice.bidId, field: 'bidId' }));
  }
  const byId = new Map(adItems.map((line) => [line.id, line]));
  const errors: FieldErrorSpec[] = [];
  const assignments = choice.lines.flatMap((entry, index) => {
    const line = byId.get(entry.adItemId);
    if (!line) errors.push(invalid(`lines.${index}.adItemId`, 'adItemId'));
    return line ? [{ line, bidId: entry.bidId, field: `lines.${index}.bidId` }] : [];
  });
  if (errors.length > 0) throw new ProblemError('VALIDATION', { fields: errors });
  return assignments.sort((a, b) => a.line.position - b.line.position);
}

/** A first award needs an awardable ad; after one, only lines declined since may go again. */
function checkAwardable(
  ctx: NamedCompanyContext,
  row: AdRow,
  state: AwardState,
  choice: { mode: AwardChoice['mode']; assignments: Assignment[] },
  now: Date,
) {
  if (row.status === 'awarded') {
    if (state.reawardable.size === 0) throw conflict('alreadyAwarded');
    const again = choice.assignments.every((entry) => state.reawardable.has(entry.line.id));
    if (choice.mode === 'whole' || !again) throw conflict('linesNotReawardable');
    return;
  }
  if (canAwardAd(row, now)) return;
  if (row.sealed && (row.status === 'published' || row.status === 'closed')) {
    const date = formatDateTime(row.bidDeadline, ctx.locale) ?? '';
    throw conflict('sealedBeforeDeadline', { date });
  }
  throw conflict('adNotAwardable');
}

/** The chosen bids, each of this ad, acceptable now, and pricing every line it is given. */
async function loadChosenBids(
  tx: Executor,
  ctx: NamedCompanyContext,
  row: AdRow,
  assignments: Assignment[],
  now: Date,
) {
  const ids = [...new Set(assignments.map((entry) => entry.bidId))];
  const bids = await tx
    .select()
    .from(bid)
    .where(and(eq(bid.adId, row.id), inArray(bid.id, ids)));
  const byId = new Map(bids.map((found) => [found.id, found]));
  const prices = await loadBidItems(tx, ids);
  const errors = assignments
    .filter((entry) => {
      const priced = prices.get(entry.bidId)?.some((line) => line.adItemId === entry.line.id);
      return !byId.has(entry.bidId) || !priced;
    })
    .map((entry) => invalid(entry.field, 'bidId'));
  if (errors.length > 0) throw new ProblemError('VALIDATION', { fields: errors });

  const reaward = row.status === 'awarded';
  const names = await loadCompanySummaries(
    tx,
    bids.map((found) => found.sellerCompanyId),
  );
  const today = istanbulDateOf(now);
  for (const found of bids) {
    if (reaward ? isBidReawardable(found, now) : isBidAcceptable(found, now)) continue;
    const company = names.get(found.sellerCompanyId)?.name ?? '';
    const stillCompeting =
      bidMachine.can(found.status, reaward ? 'reaward' : 'accept') ||
      bidMachine.can(found.status, 'reject');
    if (stillCompeting && found.validUntil < today) {
      const date = formatDate(`${found.validUntil}T12:00:00Z`, ctx.locale) ?? found.validUntil;
      throw conflict('bidExpired', { company, date });
    }
    throw conflict('bidNotAcceptable', {
      company,
      status: `procurement.bidStatus.${found.status}`,
    });
  }
  return { byId, prices };
}

export interface AwardProps {
  ctx: NamedCompanyContext;
  adId: string;
  choice: AwardChoice;
  now: Date;
}

/**
 * POST /api/ads/:adId/award, in one transaction: the ad row is locked first, so of two awards
 * at once the second sees the first's result (and is refused); the first award also flips the
 * ad with a conditional update, so it can only happen once. One order per awarded seller;
 * awarded bids accepted, the other live bids rejected; everyone told.
 */
export async function awardAd(db: Database, props: AwardProps): Promise<AwardResult> {
  const { ctx, now } = props;
  checkAwardShape(props.choice);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(ad).where(eq(ad.id, props.adId)).for('update');
    if (!row || row.companyId !== ctx.companyId) throw new ProblemError('NOT_FOUND');
    await awaitAuction(tx, row.id, now);
    const state = await loadAwardState(tx, row);
    const assignments = assign(props.choice, await loadAdItems(tx, row.id));
    checkAwardable(ctx, row, state, { mode: props.choice.mode, assignments }, now);
    const chosen = await loadChosenBids(tx, ctx, row, assignments, now);
    const reaward = row.status === 'awarded';
    if (!(await markAdAwarded(tx, { ad: row, now }))) throw conflict('alreadyAwarded');

    const orders: AwardResult['orders'] = [];
    for (const [bidId, lines] of groupLines(assignments)) {
      const winner = chosen.byId.get(bidId) as BidRow;
      const prices = new Map((chosen.prices.get(bidId) ?? []).map((p) => [p.adItemId, p]));
      const agreed = agreedOrder({ ad: row, bid: winner, lines, prices });
      const order = await createOrder(tx, { ctx, agreed, now });
      await acceptBid(tx, ctx, { row, winner, order, reaward, now });
      orders.push({
        id: order.id,
        orderNo: order.orderNo,
        sellerCompanyId: winner.sellerCompanyId,
        total: order.total,
        vatTotal: order.vatTotal,
        currency: winner.currency,
      });
    }
    if (!reaward) await rejectOthers(tx, ctx, row, [...chosen.byId.keys()], now);
    await auditCompanyCommand(tx, ctx, {
      action: reaward ? 'ad.reawarded' : 'ad.awarded',
      entityType: 'ad',
      entityId: row.id,
      data: {
        mode: props.choice.mode,
        lines: assignments.map((entry) => ({ adItemId: entry.line.id, bidId: entry.bidId })),
        orders: orders.map((order) => order.orderNo),
      },
    });
    const orderIds = orders.map((order) => order.id);
    await queueWebhookEvent(tx, { type: 'ad.awarded', adId: row.id, orderIds }, now);
    return { orders };
  });
}

/**
 * An ad with a live auction is awarded on its final prices: refused while the auction is
 * scheduled or running, and in the moment between its end and the writing of its final prices
 * (the auction clock does that at the end).
 */
async function awaitAuction(tx: Executor, adId: string, now: Date) {
  const live = await findLiveAuctionOfAd(tx, adId);
  if (!live || !holdsPrices(live)) return;
  const ended = auctionPhase(live, now) === 'ended';
  throw new ProblemError('CONFLICT', {
    detailKey: ended ? 'auctions.server.settling' : 'auctions.server.inProgress',
  });
}

function groupLines(assignments: Assignment[]): Map<string, AdItemRow[]> {
  const groups = new Map<string, AdItemRow[]>();
  for (const entry of assignments) {
    groups.set(entry.bidId, [...(groups.get(entry.bidId) ?? []), entry.line]);
  }
  return groups;
}

async function acceptBid(
  tx: Executor,
  ctx: NamedCompanyContext,
  props: { row: AdRow; winner: BidRow; order: CreatedOrder; reaward: boolean; now: Date },
) {
  const { row, winner, order, now } = props;
  const { from, to } = bidMachine.transitions[props.reaward ? 'reaward' : 'accept'];
  const accepted = await tx
    .update(bid)
    .set({ status: to, decidedAt: now })
    .where(and(eq(bid.id, winner.id), inArray(bid.status, [...from])))
    .returning({ id: bid.id });
  if (accepted.length === 0) throw conflict('alreadyAwarded');
  await notifyCompany(tx, {
    companyId: winner.sellerCompanyId,
    type: 'bidAccepted',
    params: { title: row.title, orderNo: order.orderNo },
    route: orderRoute(order.id),
  });
  await auditCompanyCommand(tx, ctx, {
    action: 'bid.accepted',
    entityType: 'bid',
    entityId: winner.id,
    data: { adId: row.id, orderNo: order.orderNo },
  });
}

/** Every other live bid of the ad loses, and its seller is told. */
async function rejectOthers(
  tx: Executor,
  ctx: NamedCompanyContext,
  row: AdRow,
  winners: string[],
  now: Date,
) {
  const { from, to } = bidMachine.transitions.reject;
  const rejected = await tx
    .update(bid)
    .set({ status: to, decidedAt: now })
    .where(and(eq(bid.adId, row.id), inArray(bid.status, [...from]), notInArray(bid.id, winners)))
    .returning({ id: bid.id, sellerCompanyId: bid.sellerCompanyId });
  for (const loser of rejected) {
    await notifyCompany(tx, {
      companyId: loser.sellerCompanyId,
      type: 'bidRejected',
      params: { title: row.title },
      route: adDetailsRoute(row),
    });
    await auditCompanyCommand(tx, ctx, {
      action: 'bid.rejected',
      entityType: 'bid',
      entityId: loser.id,
      data: { adId: row.id },
    });
  }
}
