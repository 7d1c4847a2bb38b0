import { describe, expect, it } from 'vitest';
import type { Actor } from './access.ts';
import {
  adAbilities,
  bidAmountsVisibleToBuyer,
  canSeeAd,
  effectiveBidStatus,
  isBidAcceptable,
  isOpenForBids,
  orderCommandsFor,
  orderSideOf,
  type AdFacts,
} from './procurement.ts';

const company = (id: string, buyer: boolean, seller: boolean): Actor => ({
  user: { id: `user-${id}`, role: 'user' },
  company: {
    id,
    isBuyerConfirmed: buyer ? 'yes' : 'no',
    isSellerConfirmed: seller ? 'yes' : 'no',
  },
  companyRole: 'owner',
});
const buyer = company('buyer', true, false);
const seller = company('seller', false, true);
const pendingSeller = company('pending', false, false);

const deadline = new Date('2026-12-01T12:00:00Z');
const before = new Date(deadline.getTime() - 1);
const ad = (overrides: Partial<AdFacts> = {}): AdFacts => ({
  companyId: 'buyer',
  status: 'published',
  visibility: 'open',
  sealed: false,
  bidDeadline: deadline,
  questionsUntil: deadline,
  ...overrides,
});
const none = { invited: false, hasBid: false };

describe('who sees an ad', () => {
  it('shows drafts to the owner only', () => {
    expect(canSeeAd(buyer, ad({ status: 'draft' }), none)).toBe(true);
    expect(canSeeAd(seller, ad({ status: 'draft' }), none)).toBe(false);
  });
  it('shows an open published ad to confirmed sellers only', () => {
    expect(canSeeAd(seller, ad(), none)).toBe(true);
    expect(canSeeAd(pendingSeller, ad(), none)).toBe(false);
  });
  it('hides an invited-only ad from the uninvited', () => {
    const invitedOnly = ad({ visibility: 'invited' });
    expect(canSeeAd(seller, invitedOnly, none)).toBe(false);
    expect(canSeeAd(seller, invitedOnly, { invited: true, hasBid: false })).toBe(true);
  });
  it('keeps a closed ad visible to its bidders only', () => {
    expect(canSeeAd(seller, ad({ status: 'closed' }), none)).toBe(false);
    expect(canSeeAd(seller, ad({ status: 'closed' }), { invited: false, hasBid: true })).toBe(true);
  });
});

describe('deadline and sealed bids', () => {
  it('accepts bids until the deadline, not a millisecond after', () => {
    expect(isOpenForBids(ad(), before)).toBe(true);
    expect(isOpenForBids(ad(), deadline)).toBe(false);
  });
  it('hides sealed amounts from the buyer until the deadline', () => {
    expect(bidAmountsVisibleToBuyer(ad({ sealed: true }), before)).toBe(false);
    expect(bidAmountsVisibleToBuyer(ad({ sealed: true }), deadline)).toBe(true);
    expect(bidAmountsVisibleToBuyer(ad(), before)).toBe(true);
  });
});

describe('ad abilities', () => {
  it('lets the owner edit and award an open unsealed ad, not bid on it', () => {
    const abilities = adAbilities(buyer, ad(), none, before);
    expect(abilities).toMatchObject({ edit: true, award: true, bid: false, ask: false });
  });
  it('lets a seller bid and ask, nothing of the owner', () => {
    const abilities = adAbilities(seller, ad(), none, before);
    expect(abilities).toMatchObject({ bid: true, ask: true, edit: false, viewBids: false });
  });
  it('a company that is both never bids on its own ad', () => {
    const both = company('buyer', true, true);
    expect(adAbilities(both, ad(), none, before).bid).toBe(false);
  });
  it('lets the owner edit and publish a draft without dates, and nobody bid or award', () => {
    const draft = ad({ status: 'draft', bidDeadline: null, questionsUntil: null, sealed: true });
    expect(adAbilities(buyer, draft, none, before)).toMatchObject({
      edit: true,
      publish: true,
      close: false,
      award: false,
      viewBids: false,
    });
    expect(adAbilities(seller, draft, none, before)).toMatchObject({ bid: false, ask: false });
    expect(isOpenForBids(draft, before)).toBe(false);
    expect(bidAmountsVisibleToBuyer(draft, before)).toBe(false);
  });
  it('closes questions at their cut-off', () => {
    const early = ad({ questionsUntil: new Date(deadline.getTime() - 1000) });
    expect(adAbilities(seller, early, none, before).ask).toBe(false);
  });
});

describe('bid validity', () => {
  const now = new Date('2026-12-10T09:00:00Z');
  it('shows a live bid past its validity day as expired', () => {
    expect(effectiveBidStatus({ status: 'submitted', validUntil: '2026-12-09' }, now)).toBe(
      'expired',
    );
    expect(effectiveBidStatus({ status: 'submitted', validUntil: '2026-12-10' }, now)).toBe(
      'submitted',
    );
    expect(effectiveBidStatus({ status: 'accepted', validUntil: '2026-12-09' }, now)).toBe(
      'accepted',
    );
  });
  it('cannot accept an expired bid', () => {
    expect(isBidAcceptable({ status: 'submitted', validUntil: '2026-12-09' }, now)).toBe(false);
    expect(isBidAcceptable({ status: 'submitted', validUntil: '2026-12-31' }, now)).toBe(true);
  });
});

describe('order sides', () => {
  const order = { buyerCompanyId: 'buyer', sellerCompanyId: 'seller' };
  it('finds the side of each company and none for others', () => {
    expect(orderSideOf(buyer, order)).toBe('buyer');
    expect(orderSideOf(seller, order)).toBe('seller');
    expect(orderSideOf(pendingSeller, order)).toBeNull();
  });
  it('gives each side its own commands', () => {
    expect(orderCommandsFor('seller', 'created')).toEqual(['confirm', 'decline', 'cancel']);
    expect(orderCommandsFor('buyer', 'created')).toEqual(['cancel']);
    expect(orderCommandsFor('buyer', 'shipped')).toEqual(['deliver']);
    expect(orderCommandsFor('seller', 'shipped')).toEqual([]);
  });
});
