import { z } from 'zod';

export const AUCTION_PHASES = ['scheduled', 'running', 'ended', 'cancelled'] as const;

/**
 * An ad's reverse auction in brief: what starting one answers, and what the buyer's ad list and
 * a seller's bid list show beside the ad (a link to its room). Apart from the auction views so
 * the ad and bid schemas can carry it.
 */
export const AuctionSummary = z.object({
  id: z.string(),
  phase: z.enum(AUCTION_PHASES),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type AuctionSummary = z.infer<typeof AuctionSummary>;
