import { defineMachine } from './machine.ts';

export const AD_STATUSES = ['draft', 'published', 'closed', 'awarded', 'cancelled'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/**
 * DESIGN §2: draft → published → closed → awarded; published|closed → cancelled. A published
 * ad that is not sealed may be awarded before its deadline.
 */
export const adMachine = defineMachine<
  AdStatus,
  'publish' | 'close' | 'award' | 'cancel' | 'extendDeadline'
>({
  publish: { from: ['draft'], to: 'published' },
  close: { from: ['published'], to: 'closed' },
  award: { from: ['published', 'closed'], to: 'awarded' },
  cancel: { from: ['published', 'closed'], to: 'cancelled' },
  extendDeadline: { from: ['published', 'closed'], to: 'published' },
});

/**
 * The buyer awards a closed ad, or a published one whose deadline has passed (the timed close
 * may not have run yet), or — when bids are not sealed — a published one before its deadline.
 */
export function canAwardAd(
  ad: { status: AdStatus; sealed: boolean; bidDeadline: Date },
  now: Date,
) {
  if (ad.status === 'closed') return true;
  if (ad.status !== 'published') return false;
  return now >= ad.bidDeadline || !ad.sealed;
}
