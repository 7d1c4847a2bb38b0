import { z } from 'zod';

/**
 * Live events (GET /api/events, Server-Sent Events): what changed for a company, so its open
 * screens refresh without polling. The event says what to read again, never the record itself:
 * the screens fetch through the API with its usual access checks. The `data` of each kind:
 */
export const LiveEventData = z.object({
  notification: z
    .object({ type: z.string(), route: z.string().nullable() })
    .describe('A notification was written for the company (bell, lists it may concern)'),
  chat: z
    .object({ orderId: z.string() })
    .describe('A message was written in an order’s chat the company takes part in'),
  chatRead: z
    .object({ orderId: z.string() })
    .describe('The other company of an order read its chat (read receipts)'),
  order: z
    .object({ orderId: z.string() })
    .describe(
      'One’s own company moved an order or rated it (a teammate’s screens follow; the other ' +
        'company hears of it through its notification)',
    ),
  ad: z
    .object({ adId: z.string() })
    .describe('One’s own company changed an ad (created, edited, published, closed, answered…)'),
  bid: z
    .object({ adId: z.string() })
    .describe('One’s own company saved, withdrew or confirmed a bid on this ad'),
  support: z
    .object({ ticketId: z.string() })
    .describe('A support ticket of the company was opened, written in, answered or closed'),
  auction: z
    .object({ auctionId: z.string(), adId: z.string() })
    .describe(
      'A live reverse auction the company runs or takes part in changed (a bid, an extension, ' +
        'its start, end or cancellation): the room reads its own view again',
    ),
  company: z
    .object({ companyId: z.string() })
    .describe(
      'The company’s approval changed (staff approved or rejected a role, or a teammate asked ' +
        'for one): its people read their session and the company again',
    ),
});
export type LiveEventDataByKind = z.infer<typeof LiveEventData>;
export type LiveEventKind = keyof LiveEventDataByKind;
export const LIVE_EVENT_KINDS = [
  'notification',
  'chat',
  'chatRead',
  'order',
  'ad',
  'bid',
  'support',
  'company',
  'auction',
] as const satisfies readonly LiveEventKind[];

/** How long a missed event can be caught up with Last-Event-ID after a reconnect. */
export const LIVE_EVENT_RETENTION_HOURS = 24;
