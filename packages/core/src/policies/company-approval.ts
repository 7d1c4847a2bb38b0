import type { ApprovalState } from '../schemas/me.ts';
import type { Actor } from './access.ts';
import { conflict, NOT_FOUND, type AbilityRule } from './refusal.ts';

export type ApprovalDecision = 'approve' | 'reject';

/**
 * Whether platform staff may take a decision on a role in this state: a role that was never
 * asked for ('no') cannot be decided, an approved role cannot be approved again and a rejected
 * one cannot be rejected again. Approving a rejected role and rejecting an approved one (the
 * approval is withdrawn) are allowed.
 */
export function canDecideApproval(
  state: ApprovalState,
  decision: ApprovalDecision,
): 'ok' | 'notRequested' | 'alreadyApproved' | 'alreadyRejected' {
  if (state === 'no') return 'notRequested';
  if (decision === 'approve' && state === 'yes') return 'alreadyApproved';
  if (decision === 'reject' && state === 'rejected') return 'alreadyRejected';
  return 'ok';
}

/** What a decision looks at: the role's approval state on the company. */
export interface ApprovalRecord {
  state: ApprovalState;
}

type ApprovalRule = AbilityRule<Actor, ApprovalRecord>;

const decide =
  (decision: ApprovalDecision): ApprovalRule =>
  (actor, { state }) => {
    if (actor.user?.role !== 'admin') return NOT_FOUND;
    const check = canDecideApproval(state, decision);
    return check === 'ok' ? null : conflict(`admin.decision.${check}`);
  };

/** A company role's approval (buyer, seller), decided by platform staff. */
export const approvalRules = {
  approve: decide('approve'),
  reject: decide('reject'),
} satisfies Record<ApprovalDecision, ApprovalRule>;
