import {
  compareAmounts,
  grossUnitPrice,
  CURRENCIES,
  DEFAULT_VAT_RATE,
  sumAmounts,
  vatTotals,
  type AdItemView,
  type AwardInput,
  type ComparedBid,
  type ComparisonLine,
  type Currency,
  type VatRate,
} from '@teklifal/core';

/** What the buyer is choosing: one bid for everything, or a bid per line. */
export type AwardDraft =
  | { mode: 'whole'; bidId: string | null }
  | {
      mode: 'lines';
      /** adItemId → the bid it goes to; a line left out is not awarded now. */
      choices: Record<string, string>;
      /** Re-award: only these lines (their order was declined) may be chosen. */
      onlyItemIds: string[] | null;
    };

export const priceOf = (bid: ComparedBid, adItemId: string) =>
  bid.items.find((item) => item.adItemId === adItemId) ?? null;

/** A bid may win a line when it may be accepted and prices that line. */
export const canWinLine = (bid: ComparedBid, adItemId: string) =>
  bid.acceptable && !bid.amountsHidden && Boolean(priceOf(bid, adItemId)?.unitPrice);

/**
 * Bid columns grouped by currency, the ad's currency first: amounts are only ever compared
 * within a group. Inside a group the cheapest total comes first.
 */
export function currencyGroups(
  bids: ComparedBid[],
  adCurrency: Currency,
): { currency: Currency; bids: ComparedBid[] }[] {
  const order = [adCurrency, ...CURRENCIES.filter((currency) => currency !== adCurrency)];
  const byTotal = (a: ComparedBid, b: ComparedBid) => {
    if (a.total === null || b.total === null)
      return a.total === null ? (b.total === null ? 0 : 1) : -1;
    return compareAmounts(a.total, b.total);
  };
  return order
    .map((currency) => ({
      currency,
      bids: bids.filter((bid) => bid.currency === currency).sort(byTotal),
    }))
    .filter((group) => group.bids.length > 0);
}

/** Whether the bid offers the line's lowest unit price within its own currency. */
/** Whether the buyer compares prices before KDV ('net') or with it ('gross'). */
export type PriceBasis = 'net' | 'gross';

export const isLowest = (
  line: ComparisonLine | undefined,
  bid: ComparedBid,
  basis: PriceBasis = 'net',
) =>
  Boolean(
    (basis === 'gross' ? line?.lowestGross : line?.lowest)?.some(
      (entry) => entry.currency === bid.currency && entry.bidIds.includes(bid.id),
    ),
  );

/** A bid's unit price for a line on the basis compared, or null when it has none. */
export function comparedUnitPrice(
  bid: ComparedBid,
  adItemId: string,
  basis: PriceBasis,
): string | null {
  const item = priceOf(bid, adItemId);
  if (!item?.unitPrice) return null;
  return basis === 'gross' ? grossUnitPrice(item.unitPrice, item.vatRate) : item.unitPrice;
}

/**
 * The suggested bid per line: the lowest unit price among the bids that may win it, in the
 * ad's currency only (a price in another currency is never "lower" than one in lira).
 */
export function defaultLineChoices(
  itemIds: string[],
  bids: ComparedBid[],
  adCurrency: Currency,
  basis: PriceBasis = 'net',
): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const adItemId of itemIds) {
    let best: { bidId: string; price: string } | null = null;
    for (const bid of bids) {
      if (bid.currency !== adCurrency || !canWinLine(bid, adItemId)) continue;
      const price = comparedUnitPrice(bid, adItemId, basis);
      if (price !== null && (best === null || compareAmounts(price, best.price) < 0)) {
        best = { bidId: bid.id, price };
      }
    }
    if (best) choices[adItemId] = best.bidId;
  }
  return choices;
}

/** The request for the choice, or null while nothing is chosen. */
export function toAwardInput(draft: AwardDraft): AwardInput | null {
  if (draft.mode === 'whole') return draft.bidId ? { mode: 'whole', bidId: draft.bidId } : null;
  const lines = Object.entries(draft.choices).map(([adItemId, bidId]) => ({ adItemId, bidId }));
  return lines.length > 0 ? { mode: 'lines', lines } : null;
}

export interface PlannedOrder {
  bid: ComparedBid;
  lines: {
    line: AdItemView;
    unitPrice: string | null;
    lineTotal: string | null;
    vatRate: VatRate;
  }[];
  /** Net, in the bid's currency; null (with vat and gross) when an amount is not known. */
  total: string | null;
  /** The KDV of the lines, each rounded on its line as the order will invoice it (vatTotals). */
  vat: string | null;
  /** total + vat. */
  gross: string | null;
}

/** The orders the award will create: one per awarded seller with its lines. */
export function planOrders(
  draft: AwardDraft,
  lines: AdItemView[],
  bids: ComparedBid[],
): { orders: PlannedOrder[]; unassigned: AdItemView[] } {
  const chosen = (line: AdItemView) =>
    draft.mode === 'whole' ? draft.bidId : (draft.choices[line.id] ?? null);
  const candidates =
    draft.mode === 'lines' && draft.onlyItemIds
      ? lines.filter((line) => draft.onlyItemIds?.includes(line.id))
      : lines;
  const orders: PlannedOrder[] = [];
  const unassigned: AdItemView[] = [];
  for (const line of candidates) {
    const bid = bids.find((candidate) => candidate.id === chosen(line));
    if (!bid) {
      unassigned.push(line);
      continue;
    }
    let order = orders.find((planned) => planned.bid.id === bid.id);
    if (!order) {
      order = { bid, lines: [], total: null, vat: null, gross: null };
      orders.push(order);
    }
    const item = priceOf(bid, line.id);
    order.lines.push({
      line,
      unitPrice: item?.unitPrice ?? null,
      lineTotal: item?.lineTotal ?? null,
      vatRate: item?.vatRate ?? DEFAULT_VAT_RATE,
    });
  }
  for (const order of orders) {
    const priced = order.lines.flatMap(({ lineTotal, vatRate }) =>
      lineTotal === null ? [] : [{ net: lineTotal, vatRate }],
    );
    if (priced.length !== order.lines.length) continue;
    const totals = vatTotals(priced);
    order.total = sumAmounts(priced.map((line) => line.net));
    order.vat = totals.vat;
    order.gross = totals.gross;
  }
  return { orders, unassigned };
}
