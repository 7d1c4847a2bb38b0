/**
 * Live events (GET /api/events, Server-Sent Events): what changed for a company, so its open
 * screens refresh without polling. The event says what to read again, never the record itself:
 * the screens fetch through the API with its usual access checks.
 */
export interface LiveEventDataByKind {
  /** A notification was written for the company (bell, lists it may concern). */
  notification: { type: string; route: string | null };
  /** A message was written in an order's chat the company takes part in. */
  chat: { orderId: string };
  /** The other company of an order read its chat (read receipts). */
  chatRead: { orderId: string };
  /**
   * One's own company moved an order or rated it (a teammate's screens follow; the other
   * company hears of it through its notification).
   */
  order: { orderId: string };
  /** One's own company changed an ad (created, edited, published, closed, answered…). */
  ad: { adId: string };
  /** One's own company saved, withdrew or confirmed a bid on this ad. */
  bid: { adId: string };
}
export type LiveEventKind = keyof LiveEventDataByKind;
export const LIVE_EVENT_KINDS = [
  'notification',
  'chat',
  'chatRead',
  'order',
  'ad',
  'bid',
] as const satisfies readonly LiveEventKind[];

/** How long a missed event can be caught up with Last-Event-ID after a reconnect. */
export const LIVE_EVENT_RETENTION_HOURS = 24;
