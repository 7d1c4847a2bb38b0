import { describe, expect, it } from 'vitest';
import type { Actor } from './access.ts';
import { authorize, can, refusalOf } from './authorize.ts';
import type { AdFacts } from './procurement.ts';
import { AuthorizationRefused } from './refusal.ts';

const actorOf = (id: string, role: 'owner' | 'admin' | 'member' = 'owner'): Actor => ({
  user: { id: `user-${id}`, role: 'user' },
  company: { id, isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' },
  companyRole: role,
});
const buyer = actorOf('buyer');
const seller = actorOf('seller');
const stranger = actorOf('stranger');
const staff: Actor = { user: { id: 'staff', role: 'admin' }, company: null, companyRole: null };

const deadline = new Date('2026-12-01T12:00:00Z');
const before = new Date(deadline.getTime() - 1);
const facts = (overrides: Partial<AdFacts> = {}): AdFacts => ({
  companyId: 'buyer',
  status: 'published',
  visibility: 'open',
  sealed: false,
  bidDeadline: deadline,
  questionsUntil: deadline,
  ...overrides,
});
const adRecord = (overrides: Partial<AdFacts> = {}, now = before) => ({
  ad: facts(overrides),
  viewer: { invited: false, hasBid: false },
  now,
});

describe('authorize', () => {
  it('passes an allowed ability and throws the refusal of another', () => {
    expect(() => authorize(buyer, 'ad.close', adRecord())).not.toThrow();
    expect(() => authorize(buyer, 'ad.close', adRecord({ status: 'closed' }))).toThrow(
      AuthorizationRefused,
    );
  });

  it('refuses a record that was not found as not found', () => {
    expect(refusalOf(buyer, 'ad.view', null)).toEqual({ code: 'NOT_FOUND' });
    expect(refusalOf(buyer, 'order.view', undefined)).toEqual({ code: 'NOT_FOUND' });
  });
});

describe('the ad table', () => {
  it("hides another company's ad (404) and names the state the owner may not act in (409)", () => {
    expect(refusalOf(stranger, 'ad.close', adRecord())).toEqual({ code: 'NOT_FOUND' });
    expect(refusalOf(buyer, 'ad.publish', adRecord())).toEqual({
      code: 'CONFLICT',
      detailKey: 'ads.server.notAllowedInStatus',
      detailParams: { status: 'procurement.adStatus.published' },
    });
    expect(can(buyer, 'ad.publish', adRecord({ status: 'draft' }))).toBe(true);
  });

  it('lets a confirmed seller see a published open ad, never a draft', () => {
    expect(can(seller, 'ad.view', adRecord())).toBe(true);
    expect(refusalOf(seller, 'ad.view', adRecord({ status: 'draft' }))).toEqual({
      code: 'NOT_FOUND',
    });
  });

  it('answers bids as the bid routes do: own ad, closed ad, reading after the deadline', () => {
    expect(refusalOf(buyer, 'ad.bid', adRecord())).toEqual({ code: 'OWN_AD_BID' });
    expect(can(seller, 'ad.bid', adRecord())).toBe(true);
    expect(refusalOf(seller, 'ad.bid', adRecord({}, deadline))).toEqual({
      code: 'CONFLICT',
      detailKey: 'bids.server.deadlinePassed',
    });
    const followed = {
      ...adRecord({ status: 'closed' }, deadline),
      viewer: { invited: false, hasBid: true },
    };
    expect(can(seller, 'ad.readBid', followed)).toBe(true);
  });

  it('keeps the bids of a draft from its owner (nothing to compare) and from everyone else', () => {
    expect(can(buyer, 'ad.viewBids', adRecord())).toBe(true);
    expect(refusalOf(buyer, 'ad.viewBids', adRecord({ status: 'draft' }))).toEqual({
      code: 'NOT_FOUND',
    });
    expect(refusalOf(seller, 'ad.viewBids', adRecord())).toEqual({ code: 'NOT_FOUND' });
  });

  it('tells the owner it may not ask on its own ad, and a seller when questions closed', () => {
    expect(refusalOf(buyer, 'ad.ask', adRecord())).toEqual({
      code: 'CONFLICT',
      detailKey: 'ads.server.ownAdQuestion',
    });
    expect(can(seller, 'ad.ask', adRecord())).toBe(true);
    expect(refusalOf(seller, 'ad.ask', adRecord({ questionsUntil: before }))).toEqual({
      code: 'CONFLICT',
      detailKey: 'ads.server.questionsClosed',
    });
  });
});

describe('the order table', () => {
  const order = { buyerCompanyId: 'buyer', sellerCompanyId: 'seller', status: 'created' as const };

  it('knows only its two companies, each side its own steps, each step its states', () => {
    expect(refusalOf(stranger, 'order.view', order)).toEqual({ code: 'NOT_FOUND' });
    expect(can(seller, 'order.confirm', order)).toBe(true);
    expect(refusalOf(buyer, 'order.confirm', order)).toEqual({
      code: 'FORBIDDEN',
      detailKey: 'orders.server.otherSide',
    });
    expect(refusalOf(seller, 'order.ship', order)).toEqual({
      code: 'CONFLICT',
      detailKey: 'orders.server.notAllowedInStatus',
      detailParams: { status: 'procurement.orderStatus.created' },
    });
  });

  it("gives the UBL documents to the seller only, once the order's state allows", () => {
    const completed = { ...order, status: 'completed' as const };
    expect(can(seller, 'order.invoice', completed)).toBe(true);
    expect(refusalOf(buyer, 'order.invoice', completed)).toEqual({
      code: 'FORBIDDEN',
      detailKey: 'orderDocuments.server.sellerOnly',
    });
    expect(refusalOf(seller, 'order.despatchAdvice', order)?.code).toBe('CONFLICT');
    expect(can(buyer, 'order.rate', completed)).toBe(true);
    expect(refusalOf(buyer, 'order.rate', order)?.code).toBe('CONFLICT');
  });
});

describe('the other tables', () => {
  it('support: own tickets for users, every ticket for staff, the state for each step', () => {
    const ticket = { companyId: 'buyer', openedBy: 'user-buyer', status: 'closed' as const };
    expect(can(buyer, 'ticket.reply', ticket)).toBe(true);
    expect(refusalOf(buyer, 'ticket.close', ticket)).toEqual({ code: 'CONFLICT' });
    expect(refusalOf(stranger, 'ticket.view', ticket)).toEqual({ code: 'NOT_FOUND' });
    expect(can(staff, 'ticket.staffView', ticket)).toBe(true);
    expect(refusalOf(buyer, 'ticket.staffView', ticket)).toEqual({ code: 'NOT_FOUND' });
  });

  it('company: members see it, owners and admins manage it, others never learn of it', () => {
    expect(can(actorOf('buyer', 'member'), 'company.view', { id: 'buyer' })).toBe(true);
    expect(refusalOf(actorOf('buyer', 'member'), 'company.edit', { id: 'buyer' })).toEqual({
      code: 'FORBIDDEN',
    });
    expect(refusalOf(stranger, 'company.edit', { id: 'buyer' })).toEqual({ code: 'NOT_FOUND' });
    expect(can(staff, 'company.viewDocuments', { id: 'buyer' })).toBe(true);
  });

  it('approval: a role never asked for, or decided that way already, is a 409 naming why', () => {
    expect(can(staff, 'approval.approve', { state: 'pending' })).toBe(true);
    expect(refusalOf(staff, 'approval.approve', { state: 'yes' })).toEqual({
      code: 'CONFLICT',
      detailKey: 'admin.decision.alreadyApproved',
    });
    expect(refusalOf(staff, 'approval.reject', { state: 'no' })?.detailKey).toBe(
      'admin.decision.notRequested',
    );
  });

  it('auction: buyer and participants see it; a bidder left out hears why, others nothing', () => {
    const auction = {
      buyerCompanyId: 'buyer',
      status: 'scheduled' as const,
      startsAt: deadline,
      endsAt: new Date(deadline.getTime() + 3_600_000),
      participant: false,
      hasBidOnAd: false,
      now: before,
    };
    expect(can(buyer, 'auction.view', auction)).toBe(true);
    expect(can(buyer, 'auction.cancel', auction)).toBe(true);
    expect(refusalOf(buyer, 'auction.cancel', { ...auction, now: deadline })?.detailKey).toBe(
      'auctions.server.notCancellable',
    );
    expect(refusalOf(seller, 'auction.view', auction)).toEqual({ code: 'NOT_FOUND' });
    expect(refusalOf(seller, 'auction.bid', { ...auction, hasBidOnAd: true })).toEqual({
      code: 'CONFLICT',
      detailKey: 'auctions.server.notParticipant',
    });
    expect(can(seller, 'auction.bid', { ...auction, participant: true })).toBe(true);
    expect(refusalOf(seller, 'auction.report', { ...auction, participant: true })?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('file: public files for all; a private one through its owner or the record it is on', () => {
    const file = { purpose: 'adAttachment' as const, companyId: null, uploadedBy: 'someone' };
    expect(refusalOf(seller, 'file.read', { ...file, readableThroughAttachment: false })).toEqual({
      code: 'NOT_FOUND',
    });
    expect(can(seller, 'file.read', { ...file, readableThroughAttachment: true })).toBe(true);
    expect(
      can(seller, 'file.read', { ...file, purpose: 'logo', readableThroughAttachment: false }),
    ).toBe(true);
  });

  it('team: the owner is never touched, admins only by the owner, roles given as invited', () => {
    const admin = actorOf('buyer', 'admin');
    expect(refusalOf(buyer, 'member.remove', { companyId: 'buyer', role: 'owner' })).toEqual({
      code: 'FORBIDDEN',
      detailKey: 'team.errors.ownerProtected',
    });
    expect(can(buyer, 'member.remove', { companyId: 'buyer', role: 'admin' })).toBe(true);
    expect(refusalOf(admin, 'member.remove', { companyId: 'buyer', role: 'admin' })).toEqual({
      code: 'FORBIDDEN',
      detailKey: 'team.errors.ownerOnly',
    });
    const promotion = { companyId: 'buyer', role: 'member' as const, newRole: 'admin' as const };
    expect(can(buyer, 'member.changeRole', promotion)).toBe(true);
    expect(refusalOf(admin, 'member.changeRole', promotion)?.detailKey).toBe(
      'team.errors.roleNotAllowed',
    );
    expect(can(admin, 'invitation.manage', { companyId: 'buyer', role: 'member' })).toBe(true);
    expect(refusalOf(admin, 'invitation.manage', { companyId: 'buyer', role: 'admin' })).toEqual({
      code: 'FORBIDDEN',
      detailKey: 'team.errors.roleNotAllowed',
    });
  });
});
