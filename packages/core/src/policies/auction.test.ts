import { describe, expect, it } from 'vitest';
import {
  auctionPhase,
  checkAuctionPrices,
  extendedEnd,
  highestNextPrice,
  isRoundClosed,
  meetsDecrement,
  rankPrices,
  totalOf,
} from './auction.ts';

describe('highestNextPrice', () => {
  it('takes an amount off the last price', () => {
    expect(highestNextPrice('1000.00', { kind: 'amount', value: '25' })).toBe('975.00');
  });

  it('takes a percentage off, rounding down so the step is never smaller than asked', () => {
    // 1 % of 333,33 is 3,3333: the next price may be at most 329,99 (330,00 would be 3,33 off).
    expect(highestNextPrice('333.33', { kind: 'percent', value: '1' })).toBe('329.99');
    expect(highestNextPrice('200', { kind: 'percent', value: '2.5' })).toBe('195.00');
  });

  it('has nothing left when the step reaches zero', () => {
    expect(highestNextPrice('10', { kind: 'amount', value: '10' })).toBeNull();
    expect(highestNextPrice('0.01', { kind: 'percent', value: '50' })).toBeNull();
  });

  it('accepts exactly the decrement and refuses a kuruş less', () => {
    const step = { kind: 'amount', value: '5' } as const;
    expect(meetsDecrement('95.00', '100', step)).toBe(true);
    expect(meetsDecrement('95.01', '100', step)).toBe(false);
    expect(meetsDecrement('10', '100', step)).toBe(true);
  });
});

describe('isRoundClosed', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  it('a closed ad, or a published one past its deadline, may have an auction', () => {
    expect(isRoundClosed({ status: 'closed', bidDeadline: now }, now)).toBe(true);
    expect(isRoundClosed({ status: 'published', bidDeadline: now }, now)).toBe(true);
  });
  it('not while bids are still open, once awarded or cancelled, nor on a draft', () => {
    const later = new Date(now.getTime() + 1);
    expect(isRoundClosed({ status: 'published', bidDeadline: later }, now)).toBe(false);
    expect(isRoundClosed({ status: 'awarded', bidDeadline: now }, now)).toBe(false);
    expect(isRoundClosed({ status: 'cancelled', bidDeadline: now }, now)).toBe(false);
    expect(isRoundClosed({ status: 'draft', bidDeadline: null }, now)).toBe(false);
    expect(isRoundClosed({ status: 'published', bidDeadline: null }, now)).toBe(false);
  });
});

describe('auctionPhase', () => {
  const auction = {
    status: 'scheduled' as const,
    startsAt: new Date('2026-11-25T10:00:00Z'),
    endsAt: new Date('2026-11-25T10:30:00Z'),
  };
  it('is scheduled before the start, running from it, ended at the end exactly', () => {
    expect(auctionPhase(auction, new Date('2026-11-25T09:59:59.999Z'))).toBe('scheduled');
    expect(auctionPhase(auction, new Date('2026-11-25T10:00:00Z'))).toBe('running');
    expect(auctionPhase(auction, new Date('2026-11-25T10:29:59.999Z'))).toBe('running');
    expect(auctionPhase(auction, new Date('2026-11-25T10:30:00Z'))).toBe('ended');
  });
  it('keeps a stored end or cancellation whatever the clock says', () => {
    const early = new Date('2026-11-25T09:00:00Z');
    expect(auctionPhase({ ...auction, status: 'cancelled' }, early)).toBe('cancelled');
    expect(auctionPhase({ ...auction, status: 'ended' }, early)).toBe('ended');
  });
});

describe('extendedEnd', () => {
  const end = new Date('2026-11-25T10:30:00Z');
  it('pushes the end by N minutes for a bid in the last N minutes', () => {
    expect(extendedEnd(end, new Date('2026-11-25T10:28:00Z'), 2)).toEqual(
      new Date('2026-11-25T10:32:00Z'),
    );
    expect(extendedEnd(end, new Date('2026-11-25T10:29:59.999Z'), 2)).toEqual(
      new Date('2026-11-25T10:32:00Z'),
    );
  });
  it('leaves it for an earlier bid, and always when there is no extension', () => {
    expect(extendedEnd(end, new Date('2026-11-25T10:27:59.999Z'), 2)).toEqual(end);
    expect(extendedEnd(end, new Date('2026-11-25T10:29:59Z'), 0)).toEqual(end);
  });
});

describe('rankPrices', () => {
  it('ranks the lowest first, and of equal prices the one reached first', () => {
    const ranks = rankPrices([
      { key: 'a', price: '100.00', reachedSeq: 4, submittedOrder: 0 },
      { key: 'b', price: '99.50', reachedSeq: 7, submittedOrder: 1 },
      { key: 'c', price: '100', reachedSeq: 2, submittedOrder: 2 },
    ]);
    expect([...ranks]).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });
  it('breaks a tie of sealed prices by the earlier submitted bid', () => {
    const ranks = rankPrices([
      { key: 'late', price: '50', reachedSeq: 0, submittedOrder: 2 },
      { key: 'early', price: '50', reachedSeq: 0, submittedOrder: 1 },
    ]);
    expect(ranks.get('early')).toBe(1);
    expect(ranks.get('late')).toBe(2);
  });
  it('puts a price reached in the auction after an equal sealed one', () => {
    const ranks = rankPrices([
      { key: 'bidder', price: '50', reachedSeq: 3, submittedOrder: 0 },
      { key: 'sealed', price: '50', reachedSeq: 0, submittedOrder: 5 },
    ]);
    expect(ranks.get('sealed')).toBe(1);
  });
});

describe('checkAuctionPrices', () => {
  const current = [
    { adItemId: 'x', unitPrice: '10.00', quantity: '100' },
    { adItemId: 'y', unitPrice: '5.00', quantity: '10' },
  ];
  const total = { basis: 'total', decrement: { kind: 'amount', value: '20' }, current } as const;
  const line = { basis: 'line', decrement: { kind: 'percent', value: '5' }, current } as const;

  it('on the total: at least a decrement lower, no line raised', () => {
    expect(totalOf(current)).toBe('1050.00');
    expect(checkAuctionPrices({ ...total, next: new Map([['x', '9.80']]) })).toBeNull();
    expect(checkAuctionPrices({ ...total, next: new Map([['x', '9.81']]) })).toEqual({
      refusal: 'decrementTooSmall',
    });
    expect(
      checkAuctionPrices({
        ...total,
        next: new Map([
          ['x', '8'],
          ['y', '5.01'],
        ]),
      }),
    ).toEqual({ refusal: 'lineRaised', adItemId: 'y' });
    expect(checkAuctionPrices({ ...total, next: new Map([['x', '10']]) })).toEqual({
      refusal: 'notLower',
    });
  });

  it('per line: each changed line by the decrement, at least one changed', () => {
    expect(checkAuctionPrices({ ...line, next: new Map([['y', '4.75']]) })).toBeNull();
    expect(checkAuctionPrices({ ...line, next: new Map([['y', '4.76']]) })).toEqual({
      refusal: 'decrementTooSmall',
      adItemId: 'y',
    });
    expect(checkAuctionPrices({ ...line, next: new Map([['x', '10.00']]) })).toEqual({
      refusal: 'linesUnchanged',
    });
  });
});
