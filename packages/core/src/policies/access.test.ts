import { describe, expect, it } from 'vitest';
import type { ApprovalState } from '../schemas/me.ts';
import { ANONYMOUS, checkAccess, type Actor, type Requirement } from './access.ts';
import { NAV_ITEMS, isNavItemEnabled } from './navigation.ts';

const OWN = 'company-own';
const OTHER = 'company-other';

function actorWith(buyer: ApprovalState, seller: ApprovalState): Actor {
  return {
    user: { id: 'user-1', role: 'user' },
    company: { id: OWN, isBuyerConfirmed: buyer, isSellerConfirmed: seller },
    companyRole: 'owner',
  };
}

const signedInWithoutCompany: Actor = {
  user: { id: 'user-1', role: 'user' },
  company: null,
  companyRole: null,
};

const code = (actor: Actor, requirement: Requirement) => checkAccess(actor, requirement)?.code;

describe('an anonymous visitor', () => {
  it('may see public pages', () => {
    expect(checkAccess(ANONYMOUS, { kind: 'public' })).toBeNull();
  });
  it.each<Requirement>([
    { kind: 'signedIn' },
    { kind: 'company' },
    { kind: 'buyer' },
    { kind: 'seller' },
    { kind: 'platformAdmin' },
    { kind: 'ownerOrSeller', adCompanyId: OTHER },
    { kind: 'bidder', adCompanyId: OTHER },
  ])('is sent to /login first for $kind', (requirement) => {
    expect(checkAccess(ANONYMOUS, requirement)).toEqual({
      code: 'AUTH_REQUIRED',
      redirectTo: '/login',
    });
  });
});

describe('a signed-in user without a company', () => {
  it('may use pages that only need a session', () => {
    expect(checkAccess(signedInWithoutCompany, { kind: 'signedIn' })).toBeNull();
  });
  it.each<Requirement>([
    { kind: 'company' },
    { kind: 'buyer' },
    { kind: 'seller' },
    { kind: 'ownerOrSeller', adCompanyId: OTHER },
    { kind: 'bidder', adCompanyId: OTHER },
  ])('is sent to /createcompany for $kind before any role check', (requirement) => {
    expect(checkAccess(signedInWithoutCompany, requirement)).toEqual({
      code: 'COMPANY_REQUIRED',
      redirectTo: '/createcompany',
    });
  });
  it('is not a platform admin', () => {
    expect(code(signedInWithoutCompany, { kind: 'platformAdmin' })).toBe('FORBIDDEN');
  });
});

describe('a company with no approved role', () => {
  const actor = actorWith('pending', 'rejected');
  it('may use the dashboard', () => {
    expect(checkAccess(actor, { kind: 'company' })).toBeNull();
  });
  it('is refused buyer pages', () => {
    expect(checkAccess(actor, { kind: 'buyer' })).toEqual({
      code: 'BUYER_NOT_CONFIRMED',
      redirectTo: '/dashboard',
    });
  });
  it('is refused seller pages', () => {
    expect(code(actor, { kind: 'seller' })).toBe('SELLER_NOT_CONFIRMED');
  });
  it('may see its own ad but not another company’s', () => {
    expect(checkAccess(actor, { kind: 'ownerOrSeller', adCompanyId: OWN })).toBeNull();
    expect(code(actor, { kind: 'ownerOrSeller', adCompanyId: OTHER })).toBe('NOT_OWNER_OR_SELLER');
  });
  it('may not bid', () => {
    expect(code(actor, { kind: 'bidder', adCompanyId: OTHER })).toBe('SELLER_NOT_CONFIRMED');
  });
  it.each<ApprovalState>(['no', 'pending', 'rejected'])(
    'only "yes" approves: %s does not',
    (state) => {
      expect(code(actorWith(state, state), { kind: 'buyer' })).toBe('BUYER_NOT_CONFIRMED');
      expect(code(actorWith(state, state), { kind: 'seller' })).toBe('SELLER_NOT_CONFIRMED');
    },
  );
});

describe('a confirmed buyer', () => {
  const actor = actorWith('yes', 'no');
  it('may use buyer pages', () => {
    expect(checkAccess(actor, { kind: 'buyer' })).toBeNull();
  });
  it('is refused seller pages', () => {
    expect(code(actor, { kind: 'seller' })).toBe('SELLER_NOT_CONFIRMED');
  });
});

describe('a confirmed seller', () => {
  const actor = actorWith('no', 'yes');
  it('may use seller pages and see any ad', () => {
    expect(checkAccess(actor, { kind: 'seller' })).toBeNull();
    expect(checkAccess(actor, { kind: 'ownerOrSeller', adCompanyId: OTHER })).toBeNull();
  });
  it('may bid on another company’s ad', () => {
    expect(checkAccess(actor, { kind: 'bidder', adCompanyId: OTHER })).toBeNull();
  });
  it('may not bid on its own ad', () => {
    expect(checkAccess(actor, { kind: 'bidder', adCompanyId: OWN })).toEqual({
      code: 'OWN_AD_BID',
      redirectTo: '/dashboard',
    });
  });
  it('is refused buyer pages', () => {
    expect(code(actor, { kind: 'buyer' })).toBe('BUYER_NOT_CONFIRMED');
  });
});

describe('a platform admin', () => {
  const admin: Actor = { ...signedInWithoutCompany, user: { id: 'admin', role: 'admin' } };
  it('may use the back office', () => {
    expect(checkAccess(admin, { kind: 'platformAdmin' })).toBeNull();
  });
  it('still needs a company for company pages', () => {
    expect(code(admin, { kind: 'company' })).toBe('COMPANY_REQUIRED');
  });
  it('has notifications of their own without a company', () => {
    expect(checkAccess(admin, { kind: 'notifications' })).toBeNull();
  });
});

describe('notifications', () => {
  it('are a company’s, or platform staff’s own', () => {
    expect(code(signedInWithoutCompany, { kind: 'notifications' })).toBe('COMPANY_REQUIRED');
    expect(code(ANONYMOUS, { kind: 'notifications' })).toBe('AUTH_REQUIRED');
  });
});

describe('navigation greying', () => {
  const enabled = (actor: Actor) =>
    NAV_ITEMS.filter((item) => isNavItemEnabled(actor, item)).map((item) => item.key);

  it('a company without approvals has only home and support', () => {
    expect(enabled(actorWith('pending', 'pending'))).toEqual(['home', 'support']);
  });
  it('a buyer also has orders and my ads', () => {
    expect(enabled(actorWith('yes', 'no'))).toEqual(['home', 'buyerOrders', 'myAds', 'support']);
  });
  it('a seller also has ads and seller orders', () => {
    expect(enabled(actorWith('no', 'yes'))).toEqual(['home', 'ads', 'sellerOrders', 'support']);
  });
  it('a company that is both has everything', () => {
    expect(enabled(actorWith('yes', 'yes'))).toHaveLength(NAV_ITEMS.length);
  });
  it('a user without company has support only', () => {
    expect(enabled(signedInWithoutCompany)).toEqual(['support']);
  });
});
