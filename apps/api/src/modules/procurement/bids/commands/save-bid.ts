import { and, eq, sql } from 'drizzle-orm';
import {
  amountOverflow,
  bidMachine,
  istanbulDateOf,
  lineTotal,
  sumAmounts,
  type BidInputParsed,
  type BidStatus,
  type AdViewerFacts,
} from '@teklifal/core';
import type { Database, Executor } from '../../../../db/client.ts';
import { bid, bidAttachment } from '../../schema.ts';
import type { PublishedAdRow } from '../../ads/queries/access.ts';
import { claimAttachments } from '../../../files/commands/claim-files.ts';
import { ProblemError, type FieldErrorSpec } from '../../../../lib/problem.ts';
import type { NamedCompanyContext } from '../../../../lib/company-context.ts';
import { findCompanyBid, loadAdItems, type AdItemRow, type BidRow } from '../queries/bids.ts';
import { notifyBuyerOfBid, recordBidCommand } from '../effects.ts';
import { conflict } from '../errors.ts';
import {
  isUniqueViolation,
  lockOpenAd,
  recordRevision,
  replaceBidLines,
  totalsOf,
  type PricedLine,
} from '../bid-parts.ts';
import { snapshotOfAd } from '../ad-snapshot.ts';

const invalid = (field: string, messageKey: string, label: string): FieldErrorSpec => ({
  field,
  messageKey,
  params: { field: `fields.${label}` },
});

/**
 * Each line of the ad priced at most once, with its total (quantity × unit price, decimal) and
 * KDV rate; a submitted bid prices every line unless the ad allows partial bids (a draft may
 * leave some for later); the ad's currency when the ad fixes it; a validity date not before the
 * deadline's day. Collects every problem so the form can mark them all at once.
 */
function priceLines(ad: PublishedAdRow, adItems: readonly AdItemRow[], input: BidInputParsed) {
  const errors: FieldErrorSpec[] = [];
  const byId = new Map(adItems.map((line) => [line.id, line]));
  const priced = new Map<string, PricedLine>();
  const sent: { field: string; quantity: string; unitPrice: string }[] = [];
  input.items.forEach((item, index) => {
    const line = byId.get(item.adItemId);
    if (!line || priced.has(item.adItemId)) {
      errors.push(invalid(`items.${index}.adItemId`, 'validation.invalid', 'adItemId'));
      return;
    }
    priced.set(line.id, {
      adItemId: line.id,
      // Two decimals, as the numeric column keeps it, so a revision's snapshot reads the same.
      unitPrice: sumAmounts([item.unitPrice]),
      lineTotal: lineTotal(line.quantity, item.unitPrice),
      vatRate: item.vatRate,
    });
    sent.push({
      field: `items.${index}.unitPrice`,
      quantity: line.quantity,
      unitPrice: item.unitPrice,
    });
  });
  // The line totals and the total are stored: each must fit its column, as the prices do.
  const overflow = amountOverflow(sent);
  for (const index of overflow.lines) {
    errors.push(
      invalid(sent[index]?.field ?? 'items', 'validation.lineTotalTooLarge', 'unitPrice'),
    );
  }
  if (overflow.total) errors.push(invalid('items', 'validation.totalTooLarge', 'items'));
  if (input.submit && !ad.partialBids && adItems.some((line) => !priced.has(line.id))) {
    errors.push(invalid('items', 'validation.missingPrice', 'items'));
  }
  if (ad.bidCurrencyRule === 'fixed' && input.currency !== ad.currency) {
    errors.push({
      field: 'currency',
      messageKey: 'validation.currencyFixed',
      params: { currency: ad.currency },
    });
  }
  if (input.validUntil < istanbulDateOf(ad.bidDeadline)) {
    errors.push(invalid('validUntil', 'validation.validBeforeDeadline', 'validUntil'));
  }
  if (errors.length > 0) throw new ProblemError('VALIDATION', { fields: errors });
  // In the ad's line order, whatever order the form sent them in.
  const lines = adItems.flatMap((line) => priced.get(line.id) ?? []);
  // A total only when every line is priced, or the ad takes bids on some lines: otherwise a
  // partial sum would read as the bid's price.
  const complete = lines.length === adItems.length || ad.partialBids;
  return complete ? { lines, ...totalsOf(lines) } : { lines, total: null, vatTotal: null };
}

/** The status a save leads to, or the reason it may not. */
function nextStatus(current: BidStatus | null, submit: boolean): BidStatus {
  if (!submit) {
    if (current === null || current === 'draft') return 'draft';
    if (current === 'accepted' || current === 'rejected') throw decided(current);
    throw conflict('alreadySubmitted');
  }
  if (current === null) return 'submitted';
  const next = bidMachine.next(current, 'submit') ?? bidMachine.next(current, 'revise');
  if (!next) throw decided(current);
  return next;
}

const decided = (status: BidStatus) =>
  conflict('bidDecided', { status: `procurement.bidStatus.${status}` });

/** Attaches the seller's uploaded files to the bid, in the order given; 400 for a foreign one. */
async function attachFiles(
  tx: Executor,
  ctx: NamedCompanyContext,
  bidId: string,
  fileIds: string[],
) {
  const claimed = await claimAttachments(tx, { ...ctx, fileIds, purpose: 'bidAttachment' });
  if (!claimed) {
    throw new ProblemError('VALIDATION', {
      fields: [invalid('attachmentFileIds', 'validation.invalid', 'attachmentFileIds')],
    });
  }
  await tx.delete(bidAttachment).where(eq(bidAttachment.bidId, bidId));
  if (claimed.length > 0) {
    await tx
      .insert(bidAttachment)
      .values(claimed.map((fileId, position) => ({ bidId, fileId, position })));
  }
}

export interface SaveBidProps {
  ctx: NamedCompanyContext;
  adId: string;
  /** The seller's relation to the ad, as the route found it. */
  viewer: AdViewerFacts;
  input: BidInputParsed;
  /** When the request arrived: the deadline is judged against it. */
  now: Date;
}

/**
 * PUT /api/ads/:adId/bids/mine: creates or revises the company's one bid on the ad, in one
 * transaction. A revision is a conditional update on the revision the save started from, so
 * of two saves of one revision exactly one wins and the other gets 409 (no lost update).
 */
export async function saveBid(db: Database, props: SaveBidProps): Promise<BidRow> {
  const { ctx, input, now } = props;
  try {
    return await db.transaction(async (tx) => {
      const ad = await lockOpenAd(tx, props);
      const adItems = await loadAdItems(tx, ad.id);
      const { lines, total, vatTotal } = priceLines(ad, adItems, input);
      const existing = await findCompanyBid(tx, ad.id, ctx.companyId);
      const expected = input.expectedRevision;
      if (expected !== undefined && expected !== null && expected !== (existing?.revision ?? 0)) {
        throw conflict('revisionConflict');
      }
      const status = nextStatus(existing?.status ?? null, input.submit);
      const values = {
        status,
        currency: input.currency,
        total,
        vatTotal,
        deliveryDays: input.deliveryDays,
        validUntil: input.validUntil,
        paymentTerms: input.paymentTerms,
        note: input.note ?? null,
        submittedAt: status === 'submitted' ? now : (existing?.submittedAt ?? null),
        withdrawnAt: null,
        // A submitted revision was priced against the ad as it is now.
        adSnapshot:
          status === 'submitted' ? snapshotOfAd(ad, adItems) : (existing?.adSnapshot ?? null),
      };
      const row = existing
        ? await reviseRow(tx, existing, values)
        : await insertRow(tx, ctx, ad, values);
      if (!row) throw conflict('revisionConflict');

      await replaceBidLines(tx, row.id, lines);
      await attachFiles(tx, ctx, row.id, input.attachmentFileIds);
      await recordRevision(tx, { row, status, lines, userId: ctx.userId });
      await announce(tx, ctx, ad, row, existing?.status ?? null);
      return row;
    });
  } catch (error) {
    // Two first saves at once: the loser's insert meets the winner's row.
    if (isUniqueViolation(error)) throw conflict('revisionConflict');
    throw error;
  }
}

type BidValues = Omit<
  typeof bid.$inferInsert,
  'id' | 'adId' | 'sellerCompanyId' | 'buyerCompanyId'
>;

async function insertRow(
  tx: Executor,
  ctx: NamedCompanyContext,
  ad: { id: string; companyId: string },
  values: BidValues,
) {
  const [row] = await tx
    .insert(bid)
    .values({
      ...values,
      adId: ad.id,
      sellerCompanyId: ctx.companyId,
      buyerCompanyId: ad.companyId,
      createdBy: ctx.userId,
    })
    .onConflictDoNothing({ target: [bid.adId, bid.sellerCompanyId] })
    .returning();
  return row ?? null;
}

/** Applies only when the bid is still in the revision and state the save was decided on. */
async function reviseRow(tx: Executor, existing: BidRow, values: BidValues) {
  const [row] = await tx
    .update(bid)
    .set({ ...values, revision: sql`${bid.revision} + 1` })
    .where(
      and(
        eq(bid.id, existing.id),
        eq(bid.revision, existing.revision),
        eq(bid.status, existing.status),
      ),
    )
    .returning();
  return row ?? null;
}

/** The buyer hears of a submission and of every later submitted revision; drafts stay quiet. */
async function announce(
  tx: Executor,
  ctx: NamedCompanyContext,
  ad: PublishedAdRow,
  row: BidRow,
  previous: BidStatus | null,
) {
  const firstSubmission = previous === null || previous === 'draft' || previous === 'withdrawn';
  const action =
    row.status === 'draft' ? 'bid.draftSaved' : firstSubmission ? 'bid.submitted' : 'bid.revised';
  if (row.status === 'submitted') {
    await notifyBuyerOfBid(tx, ctx, ad, firstSubmission ? 'bidReceived' : 'bidRevised');
  }
  await recordBidCommand(tx, ctx, ad, row, action);
}
