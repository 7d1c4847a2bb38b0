import {
  adAbilities,
  adChanges,
  bidMachine,
  effectiveBidStatus,
  biddingClosedReason,
  DEFAULT_VAT_RATE,
  lineAmounts,
  sumAmounts,
  vatTotals,
  type VatRate,
  type Actor,
  type AttachmentView,
  type BidItemView,
  type BidRevisionView,
  type BidView,
  type MyBidView,
} from '@teklifal/core';
import type { VisibleAd } from '../ads/queries/access.ts';
import { snapshotOfAd } from './ad-snapshot.ts';
import { publishedAd } from '../ads/queries/published-ad.ts';
import type { AdItemRow, BidItemRow, BidRevisionRow, BidRow } from './queries/bids.ts';

/**
 * One entry per current line of the ad, priced or not: a line added by an ad edit shows as
 * unpriced (null) until the seller revises its bid.
 */
function presentLines(adItems: readonly AdItemRow[], priced: readonly BidItemRow[]) {
  const byLine = new Map(priced.map((line) => [line.adItemId, line]));
  return adItems.map((line) => presentLine(line.id, byLine.get(line.id) ?? null));
}

/** A line with its KDV: net (lineTotal), the line's KDV and gross; all null when unpriced. */
function presentLine(
  adItemId: string,
  priced: { unitPrice: string; lineTotal: string; vatRate?: VatRate } | null,
): BidItemView {
  const vatRate = priced?.vatRate ?? DEFAULT_VAT_RATE;
  if (!priced) {
    return {
      adItemId,
      unitPrice: null,
      lineTotal: null,
      vatRate,
      vatAmount: null,
      grossTotal: null,
    };
  }
  const amounts = lineAmounts(priced.lineTotal, vatRate);
  return {
    adItemId,
    unitPrice: priced.unitPrice,
    lineTotal: priced.lineTotal,
    vatRate,
    vatAmount: amounts.vat,
    grossTotal: amounts.gross,
  };
}

const hiddenLine = (line: BidItemView): BidItemView => ({
  ...line,
  unitPrice: null,
  lineTotal: null,
  vatAmount: null,
  grossTotal: null,
});

/** total + vatTotal, or null when there is no total. */
export const grossOf = (total: string | null, vatTotal: string | null | undefined) =>
  total === null ? null : sumAmounts([total, vatTotal ?? '0']);

export interface BidParts {
  row: BidRow;
  adItems: readonly AdItemRow[];
  items: readonly BidItemRow[];
  attachments: readonly AttachmentView[];
}

/**
 * A bid, field by field. `hideAmounts` withholds every amount, and the note and files that
 * could carry one (a sealed ad before its deadline, for anyone but the bidder).
 */
export function presentBid(parts: BidParts, now: Date, hideAmounts = false): BidView {
  const { row } = parts;
  const lines = presentLines(parts.adItems, parts.items);
  return {
    id: row.id,
    adId: row.adId,
    sellerCompanyId: row.sellerCompanyId,
    status: effectiveBidStatus(row, now),
    revision: row.revision,
    currency: row.currency,
    total: hideAmounts ? null : row.total,
    vatTotal: hideAmounts || row.total === null ? null : row.vatTotal,
    grossTotal: hideAmounts ? null : grossOf(row.total, row.vatTotal),
    deliveryDays: row.deliveryDays,
    validUntil: row.validUntil,
    paymentTerms: row.paymentTerms,
    note: hideAmounts ? null : row.note,
    items: hideAmounts ? lines.map(hiddenLine) : lines,
    attachments: hideAmounts ? [] : [...parts.attachments],
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const vatOfSnapshot = (row: BidRevisionRow) =>
  vatTotals(
    row.snapshot.items.map((line) => ({
      net: line.lineTotal,
      vatRate: line.vatRate ?? DEFAULT_VAT_RATE,
    })),
  ).vat;

export const presentRevision = (row: BidRevisionRow): BidRevisionView => ({
  revision: row.revision,
  status: row.status,
  currency: row.snapshot.currency,
  total: row.snapshot.total,
  // Revisions saved before KDV was kept: their lines carried the general rate.
  vatTotal: row.snapshot.total === null ? null : (row.snapshot.vatTotal ?? vatOfSnapshot(row)),
  grossTotal: grossOf(row.snapshot.total, row.snapshot.vatTotal ?? vatOfSnapshot(row)),
  deliveryDays: row.snapshot.deliveryDays,
  validUntil: row.snapshot.validUntil,
  paymentTerms: row.snapshot.paymentTerms,
  note: row.snapshot.note,
  items: row.snapshot.items.map((line) => presentLine(line.adItemId, line)),
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

/** The seller's own bid on an ad with its history and what the seller may do with it now. */
export function presentMyBid(
  actor: Actor,
  ad: VisibleAd,
  bid: (BidParts & { revisions: readonly BidRevisionRow[] }) | null,
  now: Date,
  auction: MyBidView['auction'] = null,
): MyBidView {
  const open = adAbilities(actor, ad.facts, ad.viewer, now).bid;
  const status = bid?.row.status ?? null;
  const snapshot = bid?.row.adSnapshot;
  return {
    adChanges:
      bid && snapshot && status === 'needs_confirmation'
        ? adChanges(snapshot, snapshotOfAd(publishedAd(ad.row), bid.adItems))
        : [],
    bid: bid ? { ...presentBid(bid, now), history: bid.revisions.map(presentRevision) } : null,
    abilities: {
      save: open && (status === null || status === 'draft'),
      submit:
        open &&
        (status === null || bidMachine.can(status, 'submit') || bidMachine.can(status, 'revise')),
      withdraw: open && status !== null && bidMachine.can(status, 'withdraw'),
      confirm: open && status !== null && bidMachine.can(status, 'confirm'),
    },
    closedReason: biddingClosedReason(ad.facts, now),
    auction,
  };
}
