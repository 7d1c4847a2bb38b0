import { z } from 'zod';
import { CURRENCIES } from '../format/money.ts';
import {
  AUCTION_BASES,
  AUCTION_EXTENSION_DEFAULT,
  AUCTION_EXTENSION_MAX,
  AUCTION_MINUTES_DEFAULT,
  AUCTION_MINUTES_MAX,
  AUCTION_MINUTES_MIN,
  AUCTION_PARTICIPANTS_MIN,
  AUCTION_PERCENT_MAX,
  DECREMENT_KINDS,
} from '../policies/auction.ts';
import { moneyField } from './amounts.ts';
import { CompanySummary } from './ad-views.ts';
import { instantField } from './dates.ts';
import { AUCTION_PHASES } from './auction-summary.ts';
import { AD_INVITED_MAX } from './ad.ts';

const idField = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

const minutesField = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(min, 'validation.atLeast')
    .max(max, 'validation.atMost');

/**
 * POST /api/ads/:adId/auction: the buyer starts a reverse auction among bids of a closed ad.
 * The start must not be in the past nor more than 30 days ahead (checked on the server's clock).
 */
export const AuctionInput = z
  .object({
    /** The participating bids; left out, every bid that may take part (at least two). */
    bidIds: z
      .array(idField)
      .min(AUCTION_PARTICIPANTS_MIN, 'validation.participantsMin')
      .max(AD_INVITED_MAX, 'validation.tooMany')
      .optional(),
    startsAt: instantField,
    durationMinutes: minutesField(AUCTION_MINUTES_MIN, AUCTION_MINUTES_MAX).default(
      AUCTION_MINUTES_DEFAULT,
    ),
    basis: z.enum(AUCTION_BASES, { error: 'validation.oneOf' }),
    decrementKind: z.enum(DECREMENT_KINDS, { error: 'validation.oneOf' }),
    decrementValue: moneyField,
    extensionMinutes: minutesField(0, AUCTION_EXTENSION_MAX).default(AUCTION_EXTENSION_DEFAULT),
    /** Sellers also see the best price (never whose it is). */
    showBestPrice: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.bidIds && new Set(input.bidIds).size !== input.bidIds.length) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['bidIds'] });
    }
    if (input.decrementKind === 'percent' && Number(input.decrementValue) > AUCTION_PERCENT_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.atMost',
        params: { max: AUCTION_PERCENT_MAX },
        path: ['decrementValue'],
      });
    }
  });
export type AuctionInput = z.input<typeof AuctionInput>;
export type AuctionInputParsed = z.output<typeof AuctionInput>;

/**
 * POST /api/auctions/:auctionId/bids: a participant's new net unit prices. Lines left out keep
 * their price. `seq` is the last auction bid the seller's screen had seen (for the answer only;
 * the server orders bids itself).
 */
export const AuctionBidInput = z.object({
  prices: z
    .array(z.object({ adItemId: idField, unitPrice: moneyField }))
    .min(1, 'validation.itemsRequired')
    .max(100, 'validation.tooMany'),
});
export type AuctionBidInput = z.input<typeof AuctionBidInput>;

// ---------------------------------------------------------------- views

/** What both sides see of the auction's settings and clock. */
export const AuctionSettingsView = z.object({
  id: z.string(),
  adId: z.string(),
  adTitle: z.string(),
  buyerCompanyId: z.string(),
  phase: z.enum(AUCTION_PHASES),
  currency: z.enum(CURRENCIES),
  basis: z.enum(AUCTION_BASES),
  decrementKind: z.enum(DECREMENT_KINDS),
  decrementValue: z.string(),
  extensionMinutes: z.number().int(),
  showBestPrice: z.boolean(),
  startsAt: z.string(),
  /** The end now, after any extension. */
  endsAt: z.string(),
  /** The end as scheduled, before extensions. */
  plannedEndsAt: z.string(),
  /** The server's clock when it answered: the room counts down against it, not the browser's. */
  serverNow: z.string(),
  /** How many auction bids so far (the room refetches when a live event says more). */
  bidCount: z.number().int(),
  participantCount: z.number().int(),
});
export type AuctionSettingsView = z.infer<typeof AuctionSettingsView>;

export const AuctionLine = z.object({
  adItemId: z.string(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
});
export type AuctionLine = z.infer<typeof AuctionLine>;

/** One participant's price on a line: its own (seller), or anyone's (buyer). */
export const AuctionLinePriceView = z.object({
  adItemId: z.string(),
  startUnitPrice: z.string(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  /** Rank on this line among the participants pricing it (per-line auctions). */
  rank: z.number().int().nullable(),
});
export type AuctionLinePriceView = z.infer<typeof AuctionLinePriceView>;

/** An auction bid as the history and the chart show it. */
export const AuctionBidView = z.object({
  seq: z.number().int(),
  at: z.string(),
  /** The participant (buyer's view only; a seller's history is its own). */
  bidId: z.string(),
  total: z.string(),
});
export type AuctionBidView = z.infer<typeof AuctionBidView>;

/** GET /api/auctions/:auctionId for the buyer: everyone, live. */
export const AuctionBuyerView = z.object({
  role: z.literal('buyer'),
  auction: AuctionSettingsView,
  lines: z.array(AuctionLine),
  participants: z.array(
    z.object({
      bidId: z.string(),
      company: CompanySummary,
      startTotal: z.string(),
      total: z.string(),
      /** Rank on the total (total auctions), else null. */
      rank: z.number().int().nullable(),
      prices: z.array(AuctionLinePriceView),
    }),
  ),
  history: z.array(AuctionBidView),
});
export type AuctionBuyerView = z.infer<typeof AuctionBuyerView>;

/**
 * GET /api/auctions/:auctionId for a participant: its own prices, ranks and history, and the
 * best price only when the buyer chose to show it. Never another seller's name or price.
 */
export const AuctionSellerView = z.object({
  role: z.literal('seller'),
  auction: AuctionSettingsView,
  lines: z.array(AuctionLine),
  bidId: z.string(),
  startTotal: z.string(),
  total: z.string(),
  /** Rank on the total (total auctions), else null. */
  rank: z.number().int().nullable(),
  /** The highest total the next bid may have (total auctions), null when nothing is left. */
  highestNextTotal: z.string().nullable(),
  prices: z.array(
    AuctionLinePriceView.extend({
      /** The highest unit price the line may take next (per-line auctions). */
      highestNextUnitPrice: z.string().nullable(),
      /** The best unit price on the line, when shown (per-line auctions). */
      bestUnitPrice: z.string().nullable(),
    }),
  ),
  /** The best total, when shown (total auctions). */
  bestTotal: z.string().nullable(),
  history: z.array(AuctionBidView.omit({ bidId: true })),
});
export type AuctionSellerView = z.infer<typeof AuctionSellerView>;

export const AuctionView = z.discriminatedUnion('role', [AuctionBuyerView, AuctionSellerView]);
export type AuctionView = z.infer<typeof AuctionView>;
