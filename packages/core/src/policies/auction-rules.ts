import type { Actor } from './access.ts';
import { ownsCompanyRecord } from './access.ts';
import { auctionPhase } from './auction.ts';
import { conflict, NOT_FOUND, type AbilityRule } from './refusal.ts';

/**
 * What the live auction's rules look at: the auction, and the actor's company's part in it
 * (a participant of the auction; a bidder on its ad, who knows of the auction).
 */
export interface AuctionRecord {
  buyerCompanyId: string;
  status: 'scheduled' | 'ended' | 'cancelled';
  startsAt: Date;
  endsAt: Date;
  participant: boolean;
  hasBidOnAd: boolean;
  now: Date;
}

type AuctionRule = AbilityRule<Actor, AuctionRecord>;

const isBuyer = (actor: Actor, auction: AuctionRecord) =>
  ownsCompanyRecord(actor, auction.buyerCompanyId);

/**
 * The auction's table. Its buyer and its participants see its room; anyone else learns
 * nothing (404). Only a participant bids: a seller that bid on the ad but was not let in hears
 * why (409). The buyer cancels before the start; the report is the buyer's.
 */
export const auctionRules = {
  view: (actor, auction) => (isBuyer(actor, auction) || auction.participant ? null : NOT_FOUND),
  report: (actor, auction) => (isBuyer(actor, auction) ? null : NOT_FOUND),
  cancel: (actor, auction) => {
    if (!isBuyer(actor, auction)) return NOT_FOUND;
    return auctionPhase(auction, auction.now) === 'scheduled'
      ? null
      : conflict('auctions.server.notCancellable');
  },
  /** Participation only: the phase (not started, ended) is the command's, with its dates. */
  bid: (_actor, auction) => {
    if (auction.participant) return null;
    return auction.hasBidOnAd ? conflict('auctions.server.notParticipant') : NOT_FOUND;
  },
} satisfies Record<string, AuctionRule>;
