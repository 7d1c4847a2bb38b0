import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * The query keys several features read or invalidate. Each feature builds its own keys under
 * these roots (['ads', 'mine', filters], ['bids', 'comparison', adId]...), so invalidating a
 * root refreshes every screen that shows that kind of record.
 */
export const adsKey = ['ads'] as const;
export const bidsKey = ['bids'] as const;
export const ordersKey = ['orders'] as const;
export const dashboardKey = ['dashboard'] as const;
export const sectorsKey = ['sectors'] as const;
/** The signed-in user's company and its tabs (['companies', 'mine'], its documents...). */
export const companiesKey = ['companies'] as const;
/** The bell and the notifications page; reading an order's chat also marks its notifications. */
export const notificationsKey = ['notifications'] as const;
/** Every back office query starts with this key; a change there may touch any list (and the audit log). */
export const adminKey = ['admin'] as const;
/** The public blog and announcements; staff edits in the back office refresh them. */
export const postsKey = ['posts'] as const;
/** Order chats: one thread under ['chat', orderId]. */
export const chatKey = ['chat'] as const;
/** Live reverse auctions (#14). */
export const auctionsKey = ['auctions'] as const;
/** The support desk as its users see it: their tickets and each ticket's thread. */
export const supportKey = ['support'] as const;

/** One ad as GET /api/ads/:adId answers it; the ads, marketplace and bids screens share it. */
export const adDetailKey = (adId: string) => [...adsKey, 'detail', adId] as const;

/** One auction room as GET /api/auctions/:auctionId answers it; live events name it. */
export const auctionRoomKey = (auctionId: string) => [...auctionsKey, 'room', auctionId] as const;

/** Marks every query under each key stale (and reads the shown ones again). */
export const invalidateKeys = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
