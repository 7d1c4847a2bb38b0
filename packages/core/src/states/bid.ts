import { defineMachine } from './machine.ts';

export const BID_STATUSES = [
  'draft',
  'submitted',
  'needs_confirmation',
  'withdrawn',
  'accepted',
  'rejected',
  'expired',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/**
 * DESIGN §2: draft → submitted; submitted → needs_confirmation → submitted (after an ad edit);
 * submitted → withdrawn (before the deadline); submitted → accepted | rejected (by the buyer);
 * a bid past its validity is expired and cannot be accepted. When the winner's order is declined
 * or cancelled, the buyer may award those lines again, to a bid that is still submitted or was
 * rejected in the first award (reaward).
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
>({
  submit: { from: ['draft', 'withdrawn'], to: 'submitted' },
  revise: { from: ['submitted', 'needs_confirmation'], to: 'submitted' },
  requireConfirmation: { from: ['submitted'], to: 'needs_confirmation' },
  confirm: { from: ['needs_confirmation'], to: 'submitted' },
  withdraw: { from: ['submitted', 'needs_confirmation'], to: 'withdrawn' },
  accept: { from: ['submitted'], to: 'accepted' },
  reaward: { from: ['submitted', 'rejected'], to: 'accepted' },
  reject: { from: ['submitted', 'needs_confirmation'], to: 'rejected' },
  expire: { from: ['submitted', 'needs_confirmation'], to: 'expired' },
});
