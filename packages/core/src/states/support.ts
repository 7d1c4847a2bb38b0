import { defineMachine } from './machine.ts';

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/**
 * The ticket's states (docs/architecture.md, “The domain in brief”): open (waiting for staff) →
 * answered (staff wrote last) → closed. A new message reopens a closed ticket: the user's makes it
 * open again, staff's makes it answered.
 */
export const supportMachine = defineMachine<SupportStatus, 'reply' | 'answer' | 'close'>({
  /** The user's company writes again (a follow-up, or a closed ticket brought back). */
  reply: { from: ['open', 'answered', 'closed'], to: 'open' },
  /** Staff answer. */
  answer: { from: ['open', 'answered', 'closed'], to: 'answered' },
  /** Either side ends it. */
  close: { from: ['open', 'answered'], to: 'closed' },
});
