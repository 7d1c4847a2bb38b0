import { and, eq, inArray } from 'drizzle-orm';
import { keptLines, trimDecimal, type AdDraft } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { adAttachment, adItem, bid, bidItem } from '../../schema.ts';
import type { AdRow } from '../queries/access.ts';
import { LIVE_BID_STATUSES } from '../queries/bidders.ts';
import type { adColumns } from '../ad-parts.ts';

type AdColumns = ReturnType<typeof adColumns>;

/**
 * The ad's terms every bid is made on: a change to any of them asks every live bid to be
 * confirmed again. The title, sector, budget, visibility, sealing, questions cut-off and
 * deadline do not change what a seller offers (a deadline has its own command and notices).
 */
const TERMS_FOR_ALL_BIDS = [
  'description',
  'deliveryCity',
  'deliveryAddress',
  'deliveryDate',
  'paymentTerms',
  'currency',
  'bidCurrencyRule',
  'partialBids',
] as const satisfies readonly (keyof AdColumns & keyof AdRow)[];

interface LineFacts {
  id: string;
  name: string;
  specification: string | null;
  quantity: string | null;
  unit: string;
}

const sameLine = (a: LineFacts, b: LineFacts) =>
  a.name === b.name &&
  (a.specification ?? null) === (b.specification ?? null) &&
  (a.quantity === null ? null : trimDecimal(a.quantity)) ===
    (b.quantity === null ? null : trimDecimal(b.quantity)) &&
  a.unit === b.unit;

/** What an edit changes for the bids on the ad: all of them, some lines, or lines added. */
export interface AdChange {
  /** A term every bid is made on, or the attached files, changed. */
  terms: boolean;
  /** Lines edited or removed: a bid that priced one of them was made on something else. */
  changedLineIds: string[];
  /** New lines: a bid on an ad that wants every line priced now lacks a price. */
  linesAdded: boolean;
}

/** Compares the ad as stored with the edit about to be written (a pure function). */
export function adChangeOf(
  before: { row: AdRow; lines: readonly LineFacts[]; attachmentFileIds: readonly string[] },
  after: { columns: AdColumns; input: Pick<AdDraft, 'items' | 'attachmentFileIds'> },
): AdChange {
  const termChanged = TERMS_FOR_ALL_BIDS.some((key) => before.row[key] !== after.columns[key]);
  const files = (ids: readonly string[]) => [...new Set(ids)].sort().join(' ');
  const filesChanged = files(before.attachmentFileIds) !== files(after.input.attachmentFileIds);
  const edited = keptLines(after.input.items);
  const changedLineIds = before.lines
    .filter((line) => {
      const now = edited.find((item) => item.id === line.id);
      return (
        !now || !sameLine(line, { ...now, id: line.id, specification: now.specification ?? null })
      );
    })
    .map((line) => line.id);
  const known = new Set(before.lines.map((line) => line.id));
  const linesAdded = edited.some((item) => !item.id || !known.has(item.id));
  return { terms: termChanged || filesChanged, changedLineIds, linesAdded };
}

/** The ad's lines and attached files as stored, before an edit writes over them. */
export async function adContentsOf(tx: Executor, adId: string) {
  const lines = await tx
    .select({
      id: adItem.id,
      name: adItem.name,
      specification: adItem.specification,
      quantity: adItem.quantity,
      unit: adItem.unit,
    })
    .from(adItem)
    .where(eq(adItem.adId, adId));
  const files = await tx
    .select({ fileId: adAttachment.fileId })
    .from(adAttachment)
    .where(eq(adAttachment.adId, adId));
  return { lines, attachmentFileIds: files.map((row) => row.fileId) };
}

/**
 * The live bids an edit asks to confirm again, with their sellers: every one when a term of all
 * bids changed, or lines were added to an ad that wants every line priced; otherwise only those
 * that priced a line the edit changed or removed. Read before the lines are written (a removed
 * line takes its prices with it).
 */
export async function bidsToReconfirm(
  tx: Executor,
  adId: string,
  change: AdChange,
  partialBids: boolean,
): Promise<{ bidIds: string[]; companyIds: string[] }> {
  const live = and(eq(bid.adId, adId), inArray(bid.status, LIVE_BID_STATUSES));
  const everyBid = change.terms || (change.linesAdded && !partialBids);
  if (!everyBid && change.changedLineIds.length === 0) return { bidIds: [], companyIds: [] };
  const rows = everyBid
    ? await tx.select({ id: bid.id, companyId: bid.sellerCompanyId }).from(bid).where(live)
    : await tx
        .selectDistinct({ id: bid.id, companyId: bid.sellerCompanyId })
        .from(bid)
        .innerJoin(bidItem, eq(bidItem.bidId, bid.id))
        .where(and(live, inArray(bidItem.adItemId, change.changedLineIds)));
  return {
    bidIds: rows.map((row) => row.id),
    companyIds: [...new Set(rows.map((row) => row.companyId))],
  };
}
