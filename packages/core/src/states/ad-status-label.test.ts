import { describe, expect, it } from 'vitest';
import { adStatusLabel } from './ad.ts';

describe('adStatusLabel', () => {
  const bidDeadline = '2026-12-01T12:00:00.000Z';
  it('says an ad its buyer closed before the deadline was closed early', () => {
    expect(
      adStatusLabel({ status: 'closed', bidDeadline, closedAt: '2026-11-28T09:30:00.000Z' }),
    ).toBe('closedEarly');
    // One millisecond before the deadline is still early.
    expect(
      adStatusLabel({ status: 'closed', bidDeadline, closedAt: '2026-12-01T11:59:59.999Z' }),
    ).toBe('closedEarly');
  });
  it('says the bidding time ran out when the timed close came at or after the deadline', () => {
    expect(adStatusLabel({ status: 'closed', bidDeadline, closedAt: bidDeadline })).toBe('closed');
    expect(
      adStatusLabel({ status: 'closed', bidDeadline, closedAt: '2026-12-01T12:01:00.000Z' }),
    ).toBe('closed');
    expect(adStatusLabel({ status: 'closed', bidDeadline, closedAt: null })).toBe('closed');
  });
  it('leaves every other status as it is, whatever closed the bidding', () => {
    for (const status of ['draft', 'published', 'awarded', 'cancelled'] as const) {
      expect(adStatusLabel({ status, bidDeadline, closedAt: '2026-11-28T09:30:00.000Z' })).toBe(
        status,
      );
    }
  });
});
