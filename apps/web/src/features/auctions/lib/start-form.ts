import {
  AUCTION_EXTENSION_DEFAULT,
  AUCTION_MINUTES_DEFAULT,
  AuctionInput,
  fieldLabelsOf,
  instantOfIstanbulWallTime,
  isBidAcceptable,
  istanbulWallTimeOf,
  toFieldErrors,
  translate,
  type AuctionBasis,
  type ComparedBid,
  type Currency,
  type DecrementKind,
  type Locale,
} from '@teklifal/core';

/** What the buyer fills in to start an auction (the start as an Istanbul wall time). */
export interface StartFormValues {
  bidIds: string[];
  startMode: 'now' | 'later';
  /** 'YYYY-MM-DD HH:mm:ss' in Istanbul, used when `startMode` is 'later'. */
  startsAt: string;
  durationMinutes: number | string;
  basis: AuctionBasis;
  decrementKind: DecrementKind;
  decrementValue: string;
  extensionMinutes: number | string;
  showBestPrice: boolean;
}

/** A bid of the comparison as a candidate participant. */
export interface Candidate {
  bid: ComparedBid;
  /** Submitted, still valid, its amounts visible and in the ad's currency (as the server asks). */
  eligible: boolean;
  /** It does not price every line of the ad: only a per-line auction can take it. */
  partial: boolean;
}

export function candidatesOf(
  bids: readonly ComparedBid[],
  ad: { currency: Currency; itemCount: number },
  now: Date,
): Candidate[] {
  return bids.map((bid) => ({
    bid,
    eligible: isBidAcceptable(bid, now) && !bid.amountsHidden && bid.currency === ad.currency,
    partial: bid.items.filter((item) => item.unitPrice !== null).length < ad.itemCount,
  }));
}

/** The next whole hour but one, in Istanbul: a sensible later start to edit from. */
function laterStart(now: Date): string {
  const hour = 3_600_000;
  return istanbulWallTimeOf(new Date(Math.ceil(now.getTime() / hour) * hour + hour));
}

/** Every eligible bid taking part, starting now, for the default length, 1% steps. */
export function initialStartValues(candidates: readonly Candidate[], now: Date): StartFormValues {
  const chosen = candidates.filter((candidate) => candidate.eligible);
  return {
    bidIds: chosen.map((candidate) => candidate.bid.id),
    startMode: 'now',
    startsAt: laterStart(now),
    durationMinutes: AUCTION_MINUTES_DEFAULT,
    basis: chosen.some((candidate) => candidate.partial) ? 'line' : 'total',
    decrementKind: 'percent',
    decrementValue: '1',
    extensionMinutes: AUCTION_EXTENSION_DEFAULT,
    showBestPrice: false,
  };
}

/** Whether a chosen bid leaves only a per-line auction possible. */
export const needsLineBasis = (values: StartFormValues, candidates: readonly Candidate[]) =>
  candidates.some((candidate) => candidate.partial && values.bidIds.includes(candidate.bid.id));

/** The request body: "now" is the browser's now (the server allows a minute's lag). */
export function toAuctionInput(values: StartFormValues, now: Date): AuctionInput {
  return {
    bidIds: values.bidIds,
    startsAt:
      values.startMode === 'now'
        ? now.toISOString()
        : (instantOfIstanbulWallTime(values.startsAt) ?? values.startsAt),
    durationMinutes: values.durationMinutes,
    basis: values.basis,
    decrementKind: values.decrementKind,
    decrementValue: values.decrementValue,
    extensionMinutes: values.extensionMinutes,
    showBestPrice: values.showBestPrice,
  };
}

/**
 * The form's check, core's AuctionInput on the body it would send (the server's own rules and
 * words), plus what needs the bids: total ranking with a partial bid chosen, a later start in
 * the past. Errors keyed as the form's fields.
 */
export function validateStart(
  values: StartFormValues,
  candidates: readonly Candidate[],
  now: Date,
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = AuctionInput.safeParse(toAuctionInput(values, now));
  if (!parsed.success) {
    for (const error of toFieldErrors(parsed.error.issues, locale, fieldLabelsOf(AuctionInput))) {
      const field = error.field.startsWith('bidIds') ? 'bidIds' : error.field;
      errors[field] ??= error.message;
    }
  }
  if (values.basis === 'total' && needsLineBasis(values, candidates)) {
    errors.basis ??= translate(locale, 'auctions.start.basisPartial');
  }
  if (values.startMode === 'later' && !errors.startsAt && parsed.success) {
    if (Date.parse(parsed.data.startsAt) < now.getTime()) {
      errors.startsAt = translate(locale, 'auctions.server.startPast', {
        field: translate(locale, 'fields.startsAt'),
      });
    }
  }
  return errors;
}
