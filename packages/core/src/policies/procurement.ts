import { istanbulDateOf } from '../format/date.ts';
import type { AdVisibility } from '../schemas/ad.ts';
import type { AdAbilities } from '../schemas/ad-views.ts';
import type { BID_CLOSED_REASONS } from '../schemas/bid.ts';
import type { OrderCommand } from '../schemas/order.ts';
import { adMachine, type AdStatus } from '../states/ad.ts';
import { bidMachine, type BidStatus } from '../states/bid.ts';
import {
  ORDER_COMMAND_SIDE,
  orderMachine,
  type OrderSide,
  type OrderStatus,
} from '../states/order.ts';
import { isConfirmedBuyer, isConfirmedSeller, ownsCompanyRecord, type Actor } from './access.ts';

/** What the ad rules need to know about an ad. */
export interface AdFacts {
  companyId: string;
  status: AdStatus;
  visibility: AdVisibility;
  sealed: boolean;
  /** Null only on a draft that has none yet. */
  bidDeadline: Date | null;
  questionsUntil: Date | null;
}

/** The deadline has come (a draft without one has none to come). */
const deadlinePassed = (ad: Pick<AdFacts, 'bidDeadline'>, now: Date) =>
  ad.bidDeadline !== null && now.getTime() >= ad.bidDeadline.getTime();

/** What the ad rules need to know about the viewer's relation to the ad. */
export interface AdViewerFacts {
  /** The viewer's company was invited (invited-only ads). */
  invited: boolean;
  /** The viewer's company has a bid on the ad (any status, drafts included). */
  hasBid: boolean;
}

/**
 * Who may see an ad at all; everyone else gets 404. The owner always. A confirmed seller
 * sees a published ad that is open or to which it was invited, and keeps seeing an ad it has
 * bid on after it closes (to follow its bid). Drafts are the owner's only.
 */
export function canSeeAd(actor: Actor, ad: AdFacts, viewer: AdViewerFacts): boolean {
  if (ownsCompanyRecord(actor, ad.companyId)) return true;
  if (!isConfirmedSeller(actor) || ad.status === 'draft') return false;
  if (ad.visibility === 'invited' && !viewer.invited) return false;
  return ad.status === 'published' || viewer.hasBid;
}

/** A published ad accepts bids until its deadline; a millisecond late is late. */
export const isOpenForBids = (ad: Pick<AdFacts, 'status' | 'bidDeadline'>, now: Date) =>
  ad.status === 'published' && ad.bidDeadline !== null && !deadlinePassed(ad, now);

/** Why an ad takes no bids at `now`: its deadline came (or it closed), or it is not open at all. */
export type BiddingClosedReason = (typeof BID_CLOSED_REASONS)[number];

export function biddingClosedReason(
  ad: Pick<AdFacts, 'status' | 'bidDeadline'>,
  now: Date,
): BiddingClosedReason | null {
  if (isOpenForBids(ad, now)) return null;
  const pastDeadline = deadlinePassed(ad, now);
  const timedOut = ad.status === 'published' || ad.status === 'closed';
  return timedOut && pastDeadline ? 'deadlinePassed' : 'adNotOpen';
}

/**
 * The ad was open to this seller and closed (early, awarded, cancelled) before its bid was
 * written: a bid and the close are judged by the order they commit in, and the loser is told
 * the ad closed, not that it does not exist (it was never secret from this seller).
 */
function closedBeforeTheBid(actor: Actor, ad: AdFacts, viewer: AdViewerFacts): boolean {
  return ad.status !== 'draft' && canSeeAd(actor, { ...ad, status: 'published' }, viewer);
}

/** Why the actor may not bid on an ad, in the order the API answers them. */
export type BidRefusal = 'notSeller' | 'notVisible' | 'ownAd' | BiddingClosedReason;

/**
 * The one rule of who may bid on an ad now, or why not: a confirmed seller who may see the ad
 * (invited-only ads: invited), not its owner, while it takes bids. The bid button, the seller's
 * bid page and every bid write (again, under the ad's lock) ask this.
 */
export function bidRefusal(
  actor: Actor,
  ad: AdFacts,
  viewer: AdViewerFacts,
  now: Date,
): BidRefusal | null {
  if (!isConfirmedSeller(actor)) return 'notSeller';
  if (!canSeeAd(actor, ad, viewer))
    return closedBeforeTheBid(actor, ad, viewer) ? 'adNotOpen' : 'notVisible';
  if (ownsCompanyRecord(actor, ad.companyId)) return 'ownAd';
  return biddingClosedReason(ad, now);
}

/** Sellers may ask questions of an open ad until its questions cut-off. */
export const isOpenForQuestions = (
  ad: Pick<AdFacts, 'status' | 'bidDeadline' | 'questionsUntil'>,
  now: Date,
) =>
  isOpenForBids(ad, now) &&
  ad.questionsUntil !== null &&
  now.getTime() < ad.questionsUntil.getTime();

/**
 * Bid amounts are visible to the buyer unless the ad is sealed and its deadline has not come.
 * A bidder always sees its own amounts.
 */
export const bidAmountsVisibleToBuyer = (ad: Pick<AdFacts, 'sealed' | 'bidDeadline'>, now: Date) =>
  !ad.sealed || deadlinePassed(ad, now);

/** The owner's own view of its ad: a company is neither invited to nor bidding on its own ad. */
export const OWNER_VIEWER: AdViewerFacts = { invited: false, hasBid: false };

/**
 * The buyer awards a closed ad, or a published one whose deadline has passed (the timed close
 * may not have run yet), or — when bids are not sealed — a published one before its deadline.
 */
export function canAwardAd(
  ad: { status: AdStatus; sealed: boolean; bidDeadline: Date | null },
  now: Date,
) {
  if (ad.status === 'closed') return true;
  if (ad.status !== 'published' || ad.bidDeadline === null) return false;
  return now >= ad.bidDeadline || !ad.sealed;
}

/** Everything the viewer may do with an ad, for the buttons of the web and the API's checks. */
export function adAbilities(
  actor: Actor,
  ad: AdFacts,
  viewer: AdViewerFacts,
  now: Date,
): AdAbilities {
  const owner = ownsCompanyRecord(actor, ad.companyId) && isConfirmedBuyer(actor);
  const open = isOpenForBids(ad, now);
  const seller = !ownsCompanyRecord(actor, ad.companyId) && isConfirmedSeller(actor);
  return {
    edit: owner && (ad.status === 'draft' || open),
    publish: owner && adMachine.can(ad.status, 'publish'),
    close: owner && open,
    extend: owner && adMachine.can(ad.status, 'extendDeadline'),
    cancel: owner && adMachine.can(ad.status, 'cancel'),
    duplicate: owner,
    award: owner && canAwardAd(ad, now),
    viewBids: owner && ad.status !== 'draft',
    bid: bidRefusal(actor, ad, viewer, now) === null,
    ask: seller && isOpenForQuestions(ad, now) && (ad.visibility === 'open' || viewer.invited),
    answer: owner && (ad.status === 'published' || ad.status === 'closed'),
  };
}

/** A submitted bid past its validity day (Istanbul) is expired and cannot be accepted. */
export function effectiveBidStatus(
  bid: { status: BidStatus; validUntil: string },
  now: Date,
): BidStatus {
  const live = bid.status === 'submitted' || bid.status === 'needs_confirmation';
  return live && bid.validUntil < istanbulDateOf(now) ? 'expired' : bid.status;
}

/** The buyer may accept a bid that is submitted and still valid. */
export const isBidAcceptable = (bid: { status: BidStatus; validUntil: string }, now: Date) =>
  bidMachine.can(effectiveBidStatus(bid, now), 'accept');

/** In a re-award: a bid still valid that is submitted or lost the first award. */
export const isBidReawardable = (bid: { status: BidStatus; validUntil: string }, now: Date) =>
  bidMachine.can(bid.status, 'reaward') && bid.validUntil >= istanbulDateOf(now);

/** Which side of an order the actor's company is on; null when neither (404). */
export function orderSideOf(
  actor: Actor,
  order: { buyerCompanyId: string; sellerCompanyId: string },
): OrderSide | null {
  if (ownsCompanyRecord(actor, order.buyerCompanyId)) return 'buyer';
  if (ownsCompanyRecord(actor, order.sellerCompanyId)) return 'seller';
  return null;
}

/** The order commands a side may perform in a state. */
export function orderCommandsFor(side: OrderSide, status: OrderStatus): OrderCommand[] {
  return orderMachine
    .commandsFrom(status)
    .filter((command) => (ORDER_COMMAND_SIDE[command] as readonly OrderSide[]).includes(side));
}

/** After completion each side rates the other once. */
export const canRateOrder = (status: OrderStatus, alreadyRated: boolean) =>
  status === 'completed' && !alreadyRated;
