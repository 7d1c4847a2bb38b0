import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents, keysToRefresh, liveStatus, type LiveEvent } from './live-events.ts';

describe('keysToRefresh', () => {
  it('a chat message refreshes that chat and the order lists (unread counts)', () => {
    expect(keysToRefresh({ kind: 'chat', data: { orderId: 'o1' } })).toEqual([
      ['chat', 'o1'],
      ['orders'],
    ]);
    expect(keysToRefresh({ kind: 'chatRead', data: { orderId: 'o1' } })).toEqual([['chat', 'o1']]);
  });

  it('a teammate’s ad or bid command refreshes ads, bids and the dashboard', () => {
    for (const kind of ['ad', 'bid'] as const) {
      expect(keysToRefresh({ kind, data: { adId: 'a1' } })).toEqual([
        ['ads'],
        ['bids'],
        ['dashboard'],
      ]);
    }
  });

  it('a teammate’s order step refreshes the orders and the dashboard', () => {
    expect(keysToRefresh({ kind: 'order', data: { orderId: 'o1' } })).toEqual([
      ['orders'],
      ['dashboard'],
    ]);
  });

  it('a change to a support ticket of the company refreshes the tickets and their threads', () => {
    expect(keysToRefresh({ kind: 'support', data: { ticketId: 't1' } })).toEqual([['support']]);
  });

  it('a notification refreshes the bell and the records of the page it points to', () => {
    const order: LiveEvent = {
      kind: 'notification',
      data: { type: 'orderStatusChanged', route: '/orders/o1' },
    };
    expect(keysToRefresh(order)).toEqual([['notifications'], ['dashboard'], ['orders']]);
    const bid: LiveEvent = {
      kind: 'notification',
      data: { type: 'bidReceived', route: '/ad-details/c1/a1' },
    };
    expect(keysToRefresh(bid)).toEqual([['notifications'], ['dashboard'], ['ads'], ['bids']]);
    const approved: LiveEvent = {
      kind: 'notification',
      data: { type: 'companyApproved', route: null },
    };
    expect(keysToRefresh(approved)).toEqual([
      ['notifications'],
      ['dashboard'],
      ['me'],
      ['companies'],
    ]);
  });

  it('an auction’s change reads its room again and the bids that show it', () => {
    expect(keysToRefresh({ kind: 'auction', data: { auctionId: 'x1', adId: 'a1' } })).toEqual([
      ['auctions', 'room', 'x1'],
      ['bids'],
    ]);
    const outbid: LiveEvent = {
      kind: 'notification',
      data: { type: 'auctionOutbid', route: '/auctions/x1' },
    };
    expect(keysToRefresh(outbid)).toEqual([
      ['notifications'],
      ['dashboard'],
      ['auctions'],
      ['bids'],
    ]);
  });

  it('a change of the company’s approval reads the session and the company again', () => {
    expect(keysToRefresh({ kind: 'company', data: { companyId: 'c1' } })).toEqual([
      ['me'],
      ['companies'],
      ['dashboard'],
    ]);
  });
});

/** Stands in for the browser's EventSource: the test opens it and pushes events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  emit(kind: string, data: string) {
    for (const listener of this.listeners.get(kind) ?? []) {
      listener(new MessageEvent(kind, { data }));
    }
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('connectLiveEvents', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the stream with the session cookie, passes events on, reports the connection', () => {
    const received: LiveEvent[] = [];
    const close = connectLiveEvents((event) => received.push(event));
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/events');
    expect(source?.init).toEqual({ withCredentials: true });

    source?.onopen?.();
    expect(liveStatus.isConnected()).toBe(true);
    source?.emit('chat', JSON.stringify({ orderId: 'o1' }));
    source?.emit('chat', '{not json');
    expect(received).toEqual([{ kind: 'chat', data: { orderId: 'o1' } }]);

    source?.onerror?.();
    expect(liveStatus.isConnected()).toBe(false);
    close();
    expect(source?.closed).toBe(true);
  });

  it('says when the server refuses the stream for good, not while the browser reconnects', () => {
    let refused = 0;
    const close = connectLiveEvents(
      () => {},
      () => refused++,
    );
    const source = FakeEventSource.last;
    if (!source) throw new Error('no stream');
    source.readyState = FakeEventSource.CONNECTING;
    source.onerror?.();
    expect(refused).toBe(0);
    source.readyState = FakeEventSource.CLOSED;
    source.onerror?.();
    expect(refused).toBe(1);
    close();
  });

  it('says once that the stream opened, not on each reconnect (those replay what was missed)', () => {
    let firstOpens = 0;
    const close = connectLiveEvents(
      () => {},
      () => {},
      () => firstOpens++,
    );
    const source = FakeEventSource.last;
    source?.onopen?.();
    source?.onerror?.();
    source?.onopen?.();
    expect(firstOpens).toBe(1);
    close();
  });
});
