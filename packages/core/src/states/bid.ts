import { defineMachine } from './machine.ts';

export const BID_STATUSES = [
  'draft',
  'submitted',
  'needs_confirmation',
  'withdrawn',
  'accepted',
  'rejected',
  'expired',
  'declined',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/**
 * The bid's states (docs/architecture.md, “The domain in brief”): draft → submitted; submitted →
 * needs_confirmation → submitted (after an ad edit); submitted → withdrawn (before the deadline);
 * submitted → accepted | rejected (by the buyer); a bid past its validity is expired and cannot be
 * accepted. When the winner's order is declined or cancelled, the buyer may award those lines
 * again, to a bid that is still submitted, was rejected in the first award, or won other lines of
 * the ad (reaward). A winner that declined every order of its bid is `declined`: it no longer reads
 * as accepted and takes no re-award.
 */
export const bidMachine = defineMachine<
  BidStatus,
  | 'submit'
  | 'revise'
  | 'requireConfirmation'
  | 'confirm'
  | 'withdraw'
  | 'accept'
  | 'reaward'
  | 'reject'
  | 'expire'
  | 'declineOrder'
>({
  submit: { from: ['draft', 'withdrawn'], to: 'submitted' },
  revise: { from: ['submitted', 'needs_confirmation'], to: 'submitted' },
  requireConfirmation: { from: ['submitted'], to: 'needs_confirmation' },
  confirm: { from: ['needs_confirmation'], to: 'submitted' },
  withdraw: { from: ['submitted', 'needs_confirmation'], to: 'withdrawn' },
  accept: { from: ['submitted'], to: 'accepted' },
  reaward: { from: ['submitted', 'rejected', 'accepted'], to: 'accepted' },
  reject: { from: ['submitted', 'needs_confirmation'], to: 'rejected' },
  expire: { from: ['submitted', 'needs_confirmation'], to: 'expired' },
  declineOrder: { from: ['accepted'], to: 'declined' },
});
