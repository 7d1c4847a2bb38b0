import type { ProblemCode } from '../errors.ts';
import type { ApprovalState, CompanyRole, PlatformRole } from '../schemas/me.ts';

/** Who is asking: enough of the session and company to decide every access rule. */
export interface Actor {
  user: { id: string; role: PlatformRole } | null;
  company: {
    id: string;
    isBuyerConfirmed: ApprovalState;
    isSellerConfirmed: ApprovalState;
  } | null;
  companyRole: CompanyRole | null;
}

/** An actor that passed any requirement other than `public`. */
export type SignedInActor = Actor & { user: NonNullable<Actor['user']> };
export type ProtectedRequirement = Exclude<Requirement, { kind: 'public' }>;

export const ANONYMOUS: Actor = { user: null, company: null, companyRole: null };

/** What a route or an API call needs (specification §6). */
export type Requirement =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'company' }
  | { kind: 'buyer' }
  | { kind: 'seller' }
  | { kind: 'platformAdmin' }
  /** The bell and /notifications: a company's, or platform staff's own (companies to review). */
  | { kind: 'notifications' }
  /** Ad details: the company owning the ad, or a confirmed seller. */
  | { kind: 'ownerOrSeller'; adCompanyId: string }
  /** The bid page: a confirmed seller that does not own the ad. */
  | { kind: 'bidder'; adCompanyId: string };

export type DenialCode = Extract<
  ProblemCode,
  | 'AUTH_REQUIRED'
  | 'COMPANY_REQUIRED'
  | 'BUYER_NOT_CONFIRMED'
  | 'SELLER_NOT_CONFIRMED'
  | 'NOT_OWNER_OR_SELLER'
  | 'OWN_AD_BID'
  | 'FORBIDDEN'
>;

export interface Denial {
  code: DenialCode;
  /** Where the web app sends the user after the dialog (specification §8). */
  redirectTo: '/login' | '/createcompany' | '/dashboard';
}

const isApproved = (state: ApprovalState | undefined) => state === 'yes';

export const isConfirmedBuyer = (actor: Actor) => isApproved(actor.company?.isBuyerConfirmed);
export const isConfirmedSeller = (actor: Actor) => isApproved(actor.company?.isSellerConfirmed);
export const ownsCompanyRecord = (actor: Actor, companyId: string) =>
  actor.company !== null && actor.company.id === companyId;

const deny = (code: DenialCode, redirectTo: Denial['redirectTo']): Denial => ({
  code,
  redirectTo,
});

const NEEDS_COMPANY = new Set<Requirement['kind']>([
  'company',
  'buyer',
  'seller',
  'ownerOrSeller',
  'bidder',
]);

/**
 * The guard chain in the specification's order: signed in, then company, then role.
 * Returns null when access is allowed, or the first rule that refuses.
 */
export function checkAccess(actor: Actor, requirement: Requirement): Denial | null {
  if (requirement.kind === 'public') return null;
  if (!actor.user) return deny('AUTH_REQUIRED', '/login');
  if (requirement.kind === 'platformAdmin') {
    return actor.user.role === 'admin' ? null : deny('FORBIDDEN', '/dashboard');
  }
  if (requirement.kind === 'notifications') {
    return actor.company || actor.user.role === 'admin'
      ? null
      : deny('COMPANY_REQUIRED', '/createcompany');
  }
  if (NEEDS_COMPANY.has(requirement.kind) && !actor.company) {
    return deny('COMPANY_REQUIRED', '/createcompany');
  }
  switch (requirement.kind) {
    case 'buyer':
      return isConfirmedBuyer(actor) ? null : deny('BUYER_NOT_CONFIRMED', '/dashboard');
    case 'seller':
      return isConfirmedSeller(actor) ? null : deny('SELLER_NOT_CONFIRMED', '/dashboard');
    case 'ownerOrSeller':
      return ownsCompanyRecord(actor, requirement.adCompanyId) || isConfirmedSeller(actor)
        ? null
        : deny('NOT_OWNER_OR_SELLER', '/dashboard');
    case 'bidder':
      if (!isConfirmedSeller(actor)) return deny('SELLER_NOT_CONFIRMED', '/dashboard');
      return ownsCompanyRecord(actor, requirement.adCompanyId)
        ? deny('OWN_AD_BID', '/dashboard')
        : null;
    default:
      return null;
  }
}

/** checkAccess for a requirement that needs a user, narrowing the actor when allowed. */
export function checkProtectedAccess(
  actor: Actor,
  requirement: ProtectedRequirement,
): { actor: SignedInActor; denial: null } | { actor: null; denial: Denial } {
  const denial = checkAccess(actor, requirement);
  if (denial || !actor.user) {
    return { actor: null, denial: denial ?? deny('AUTH_REQUIRED', '/login') };
  }
  return { actor: { ...actor, user: actor.user }, denial: null };
}

export const canAccess = (actor: Actor, requirement: Requirement) =>
  checkAccess(actor, requirement) === null;
