import type { QueryKey } from '@tanstack/react-query';
import { LIVE_EVENT_KINDS, type LiveEventDataByKind, type LiveEventKind } from '@teklifal/core';
import {
  adsKey,
  auctionRoomKey,
  auctionsKey,
  bidsKey,
  chatKey,
  companiesKey,
  dashboardKey,
  notificationsKey,
  ordersKey,
  supportKey,
} from './query-keys.ts';
import { meQueryKey } from './session.ts';

export type LiveEvent = {
  [K in LiveEventKind]: { kind: K; data: LiveEventDataByKind[K] };
}[LiveEventKind];

/**
 * What to read again when an event arrives. A notification names its kind and the page it
 * points to: the bell always, and the records of that page (an order, an ad and its bids). A
 * chat event refreshes that chat, and the order lists for their unread counts; a support event
 * the company's tickets and their threads. A change of the company's approval reads the session
 * again (the guards, the navigation and the banners follow its flags) and the company's pages.
 * An auction's change (a bid, an extension, its start, end or cancellation) reads its room
 * again, and the bids, whose comparison and seller panels show the auction and its prices.
 */
export function keysToRefresh(event: LiveEvent): QueryKey[] {
  switch (event.kind) {
    case 'chat':
      return [[...chatKey, event.data.orderId], ordersKey];
    case 'chatRead':
      return [[...chatKey, event.data.orderId]];
    case 'order':
      return [ordersKey, dashboardKey];
    case 'ad':
    case 'bid':
      return [adsKey, bidsKey, dashboardKey];
    case 'support':
      return [supportKey];
    case 'company':
      return [meQueryKey, companiesKey, dashboardKey];
    case 'auction':
      return [auctionRoomKey(event.data.auctionId), bidsKey];
    case 'notification': {
      const route = event.data.route ?? '';
      const keys: QueryKey[] = [notificationsKey, dashboardKey];
      if (route.startsWith('/orders/') || route.startsWith('/chat/')) keys.push(ordersKey);
      if (route.startsWith('/ad-details/') || event.data.type.startsWith('bid')) {
        keys.push(adsKey, bidsKey);
      }
      if (event.data.type.startsWith('company')) keys.push(meQueryKey, companiesKey);
      if (event.data.type.startsWith('auction')) keys.push(auctionsKey, bidsKey);
      return keys;
    }
  }
}

// Whether the stream is open now: screens poll less while it is (see useLiveConnected).
let connected = false;
const statusListeners = new Set<() => void>();
function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of statusListeners) listener();
}
export const liveStatus = {
  subscribe(listener: () => void) {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
  isConnected: () => connected,
};

/**
 * Opens GET /api/events and hands each event to `onEvent`. The browser reconnects by itself
 * (sending Last-Event-ID, so the server replays what was missed). The server ends a stream
 * whose session was signed out or banned, or whose user left the company; the reconnect is then
 * refused, the browser gives up (CLOSED), and `onRefused` lets the app read who is signed in.
 * `onFirstOpen` runs once, when the stream first opens: what happened before has no event here.
 * Returns the way to close it.
 */
export function connectLiveEvents(
  onEvent: (event: LiveEvent) => void,
  onRefused: () => void = () => {},
  onFirstOpen: () => void = () => {},
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource('/api/events', { withCredentials: true });
  let opened = false;
  source.onopen = () => {
    setConnected(true);
    if (opened) return;
    opened = true;
    onFirstOpen();
  };
  source.onerror = () => {
    setConnected(false);
    if (source.readyState === EventSource.CLOSED) onRefused();
  };
  for (const kind of LIVE_EVENT_KINDS) {
    source.addEventListener(kind, (message) => {
      try {
        const data = JSON.parse((message as MessageEvent<string>).data) as LiveEvent['data'];
        onEvent({ kind, data } as LiveEvent);
      } catch {
        // A malformed event is dropped; the next poll or event brings the screen up to date.
      }
    });
  }
  return () => {
    source.close();
    setConnected(false);
  };
}
