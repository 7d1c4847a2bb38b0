import { describe, expect, it } from 'vitest';
import { adMachine } from './ad.ts';
import { canAwardAd } from '../policies/procurement.ts';
import { bidMachine } from './bid.ts';
import { ORDER_COMMAND_SIDE, orderMachine } from './order.ts';

describe('ad lifecycle', () => {
  it('publishes a draft only', () => {
    expect(adMachine.next('draft', 'publish')).toBe('published');
    expect(adMachine.next('published', 'publish')).toBeNull();
  });
  it('cancels published or closed ads, never awarded ones', () => {
    expect(adMachine.can('published', 'cancel')).toBe(true);
    expect(adMachine.can('closed', 'cancel')).toBe(true);
    expect(adMachine.can('awarded', 'cancel')).toBe(false);
    expect(adMachine.can('draft', 'cancel')).toBe(false);
  });
  it('lists what a draft can do', () => {
    expect(adMachine.commandsFrom('draft')).toEqual(['publish']);
  });

  const deadline = new Date('2026-12-01T12:00:00Z');
  const before = new Date('2026-12-01T11:59:59.999Z');
  it('awards an open ad early only when its bids are not sealed', () => {
    expect(canAwardAd({ status: 'published', sealed: false, bidDeadline: deadline }, before)).toBe(
      true,
    );
    expect(canAwardAd({ status: 'published', sealed: true, bidDeadline: deadline }, before)).toBe(
      false,
    );
  });
  it('awards a sealed ad from its deadline on, to the millisecond', () => {
    expect(canAwardAd({ status: 'published', sealed: true, bidDeadline: deadline }, deadline)).toBe(
      true,
    );
    expect(canAwardAd({ status: 'closed', sealed: true, bidDeadline: deadline }, before)).toBe(
      true,
    );
  });
  it('never awards drafts, awarded or cancelled ads', () => {
    for (const status of ['draft', 'awarded', 'cancelled'] as const) {
      expect(canAwardAd({ status, sealed: false, bidDeadline: deadline }, deadline)).toBe(false);
    }
  });
});

describe('bid lifecycle', () => {
  it('goes draft → submitted → needs_confirmation → submitted', () => {
    expect(bidMachine.next('draft', 'submit')).toBe('submitted');
    expect(bidMachine.next('submitted', 'requireConfirmation')).toBe('needs_confirmation');
    expect(bidMachine.next('needs_confirmation', 'confirm')).toBe('submitted');
  });
  it('accepts only a submitted bid', () => {
    expect(bidMachine.can('submitted', 'accept')).toBe(true);
    for (const status of [
      'draft',
      'needs_confirmation',
      'withdrawn',
      'expired',
      'rejected',
    ] as const) {
      expect(bidMachine.can(status, 'accept')).toBe(false);
    }
  });
  it('an expired or declined bid is final; an accepted one may win more lines or be declined; a rejected one can only win a re-award', () => {
    for (const status of ['expired', 'declined'] as const) {
      expect(bidMachine.commandsFrom(status)).toEqual([]);
    }
    expect(bidMachine.commandsFrom('accepted')).toEqual(['reaward', 'declineOrder']);
    expect(bidMachine.commandsFrom('rejected')).toEqual(['reaward']);
    expect(bidMachine.can('rejected', 'accept')).toBe(false);
  });
});

describe('order lifecycle', () => {
  it('follows the happy path', () => {
    const path = ['confirm', 'prepare', 'ship', 'deliver', 'complete'] as const;
    let state = 'created' as Parameters<typeof orderMachine.next>[0];
    for (const command of path) {
      const next = orderMachine.next(state, command);
      expect(next).not.toBeNull();
      state = next as typeof state;
    }
    expect(state).toBe('completed');
  });
  it('cannot be cancelled once shipped', () => {
    expect(orderMachine.can('preparing', 'cancel')).toBe(true);
    expect(orderMachine.can('shipped', 'cancel')).toBe(false);
  });
  it('is declined by the seller only while created', () => {
    expect(orderMachine.can('created', 'decline')).toBe(true);
    expect(orderMachine.can('confirmed', 'decline')).toBe(false);
    expect(ORDER_COMMAND_SIDE.decline).toEqual(['seller']);
    expect(ORDER_COMMAND_SIDE.complete).toEqual(['buyer']);
  });
});
