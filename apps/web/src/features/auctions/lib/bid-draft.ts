import {
  AuctionBidInput,
  checkAuctionPrices,
  fieldLabelsOf,
  formatMoney,
  highestNextPrice,
  Money,
  normalizeDecimalInput,
  toFieldErrors,
  totalOf,
  translate,
  type AuctionLinePrice,
  type Locale,
  type AuctionSellerView,
  type AuctionSettingsView,
  type Decrement,
} from '@teklifal/core';

/*
 * The seller's next bid, worked out with core's rules (the same functions the server decides
 * with): the highest price each line or the total may take next, one step down, the live total
 * and the check before sending. The server still decides; nothing here is optimistic.
 */

export const decrementOf = (auction: AuctionSettingsView): Decrement => ({
  kind: auction.decrementKind,
  value: auction.decrementValue,
});

/** The participant's lines as they stand (its own prices, in the ad's order). */
export function currentLines(view: AuctionSellerView): AuctionLinePrice[] {
  const quantities = new Map(view.lines.map((line) => [line.adItemId, line.quantity]));
  return view.prices.map((price) => ({
    adItemId: price.adItemId,
    unitPrice: price.unitPrice,
    quantity: quantities.get(price.adItemId) ?? '0',
  }));
}

/** A decimal as a person types it in the language shown: `9,5` in Turkish, `9.5` in English. */
export const decimalForInput = (value: string, locale: string) =>
  locale === 'tr' ? new Money(value).toFixed().replace('.', ',') : new Money(value).toFixed();

/** One typed price as a canonical decimal, or null while it is not a positive number. */
function parsed(typed: string): string | null {
  const value = normalizeDecimalInput(typed);
  return value !== null && new Money(value).greaterThan(0) ? value : null;
}

/** The highest price the next bid may have: on the total, and per line (per-line auctions). */
export function highestNext(view: AuctionSellerView) {
  const decrement = decrementOf(view.auction);
  const line = view.auction.basis === 'line';
  return {
    total: line ? null : highestNextPrice(view.total, decrement),
    lines: new Map(
      view.prices.map((price) => [
        price.adItemId,
        line ? highestNextPrice(price.unitPrice, decrement) : null,
      ]),
    ),
  };
}

/** The total of the typed prices (a line not yet a number counts at its current price). */
export function draftTotal(current: readonly AuctionLinePrice[], typed: readonly string[]) {
  return totalOf(
    current.map((line, index) => ({
      ...line,
      unitPrice: parsed(typed[index] ?? '') ?? line.unitPrice,
    })),
  );
}

/**
 * One step down on line `index` from what is typed: per line, the line's highest next price
 * from its typed price; on the total, the line lowered enough that the typed total drops by
 * one step (to the kuruş, checked against the rounded line totals). Null when the line cannot
 * go that far and stay above zero.
 */
export function stepDown(
  view: AuctionSellerView,
  typed: readonly string[],
  index: number,
): string | null {
  const current = currentLines(view);
  const line = current[index];
  if (!line) return null;
  const decrement = decrementOf(view.auction);
  const from = parsed(typed[index] ?? '') ?? line.unitPrice;
  if (view.auction.basis === 'line') return highestNextPrice(from, decrement);

  const lines = current.map((entry, i) => ({
    ...entry,
    unitPrice: i === index ? from : (parsed(typed[i] ?? '') ?? entry.unitPrice),
  }));
  const total = totalOf(lines);
  const target = highestNextPrice(total, decrement);
  if (target === null) return null;
  const drop = new Money(total).minus(target).div(line.quantity);
  let price = new Money(from).minus(drop).toDecimalPlaces(2, Money.ROUND_DOWN);
  const totalWith = (unitPrice: InstanceType<typeof Money>) =>
    totalOf(
      lines.map((entry, i) =>
        i === index ? { ...entry, unitPrice: unitPrice.toFixed(2) } : entry,
      ),
    );
  // A line total rounded half up may keep a kuruş of the drop: one kuruş more settles it.
  while (price.greaterThan(0) && new Money(totalWith(price)).greaterThan(target)) {
    price = price.minus('0.01');
  }
  return price.greaterThan(0) ? price.toFixed(2) : null;
}

/** An error of the form: the field as the server names it, and the message. */
type DraftErrors = Record<string, string>;

/**
 * The check before sending, as a form validator: the shape of each price (core's
 * AuctionBidInput), then the auction's rules (core's checkAuctionPrices), each on the field the
 * server would name (`prices.N.unitPrice`, or `prices` for the total) in the server's words.
 */
export function checkDraft(
  view: AuctionSellerView,
  typed: readonly string[],
  locale: Locale,
): DraftErrors {
  const current = currentLines(view);
  const prices = current.map((line, index) => ({
    adItemId: line.adItemId,
    unitPrice: typed[index] ?? '',
  }));
  const shape = AuctionBidInput.safeParse({ prices });
  if (!shape.success) {
    const errors = toFieldErrors(shape.error.issues, locale, fieldLabelsOf(AuctionBidInput));
    return Object.fromEntries(errors.map((error) => [error.field, error.message]));
  }
  const next = new Map(shape.data.prices.map((price) => [price.adItemId, price.unitPrice]));
  const refusal = checkAuctionPrices({
    basis: view.auction.basis,
    decrement: decrementOf(view.auction),
    current,
    next,
  });
  if (!refusal) return {};
  const index = current.findIndex((line) => line.adItemId === refusal.adItemId);
  const name = view.lines.find((line) => line.adItemId === refusal.adItemId)?.name ?? '';
  const money = (value: string | null | undefined) =>
    formatMoney(value ?? '0', view.auction.currency, locale);
  const say = (key: string, params: Record<string, string> = {}) =>
    translate(locale, `auctions.server.${key}`, { field: name, ...params });
  const highest = highestNext(view);
  if (refusal.refusal === 'lineRaised') return { [`prices.${index}.unitPrice`]: say('lineRaised') };
  if (refusal.refusal === 'decrementTooSmall') {
    return index >= 0
      ? {
          [`prices.${index}.unitPrice`]: say('decrementTooSmall', {
            max: money(highest.lines.get(refusal.adItemId ?? '')),
          }),
        }
      : { prices: say('totalDecrementTooSmall', { max: money(highest.total) }) };
  }
  return { prices: say('notLower') };
}

/** The request body: every line's typed price, canonical (lines left as they were stay so). */
export const bidInputOf = (view: AuctionSellerView, typed: readonly string[]) => ({
  prices: currentLines(view).map((line, index) => ({
    adItemId: line.adItemId,
    unitPrice: parsed(typed[index] ?? '') ?? line.unitPrice,
  })),
});
