import type { ReactNode } from 'react';
import {
  lineTotal,
  lineAmounts,
  vatTotals,
  type AdItemView,
  type PublishedAdView,
  type BidComparisonView,
  type BidView,
  type ComparedBid,
  type MyBidView,
} from '@teklifal/core';
import {
  companySummary,
  inDays,
  NO_AD_ABILITIES as NO_ABILITIES,
  sellerAd,
} from '../../test/fixtures.ts';
import { OTHER_COMPANY_ID, renderRoutes, testMe, type ApiOptions } from '../../test/render.tsx';

export { inDays };

export const AD_ID = 'ad-1';
export const BID_PATH = `/ad-details/${OTHER_COMPANY_ID}/${AD_ID}/bid`;

/** A confirmed seller of another company than the ad's. */
export const seller = testMe({ isSellerConfirmed: 'yes' });

export const line = (id: string, name: string, quantity: string, unit: AdItemView['unit']) => ({
  id,
  position: Number(id.replace(/\D/g, '')) || 0,
  name,
  specification: null,
  quantity,
  unit,
});

export const LINES: AdItemView[] = [
  line('item-1', 'Çelik boru', '3', 'adet'),
  line('item-2', 'Kaynak teli', '12', 'kg'),
];

export const company = companySummary;

export const testAd = (overrides: Partial<PublishedAdView> = {}): PublishedAdView =>
  sellerAd({
    id: AD_ID,
    title: 'Şantiye için boru ve kaynak malzemesi',
    sector: { id: 'sector-1', nameTr: 'İnşaat', nameEn: 'Construction' },
    bidDeadline: inDays(7),
    itemCount: LINES.length,
    publishedAt: inDays(-2),
    createdAt: inDays(-3),
    description: 'Şantiyemiz için boru ve kaynak malzemesi alınacaktır.',
    items: LINES,
    deliveryAddress: 'Organize Sanayi Bölgesi 5. Cadde No: 12',
    questionsUntil: inDays(5),
    updatedAt: inDays(-2),
    ...overrides,
  });

/** A line's KDV at the general rate, as the server presents it. */
const withVat = (net: string) => {
  const amounts = lineAmounts(net, 20);
  return { vatRate: 20 as const, vatAmount: amounts.vat, grossTotal: amounts.gross };
};

export function testBid(overrides: Partial<BidView> = {}): BidView {
  return {
    id: 'bid-1',
    adId: AD_ID,
    sellerCompanyId: 'company-own',
    status: 'submitted',
    revision: 3,
    currency: 'TRY',
    total: '60.00',
    vatTotal: '12.00',
    grossTotal: '72.00',
    deliveryDays: 10,
    validUntil: inDays(40).slice(0, 10),
    paymentTerms: 'Peşin',
    note: null,
    items: [
      { adItemId: 'item-1', unitPrice: '10', lineTotal: '30.00', ...withVat('30.00') },
      { adItemId: 'item-2', unitPrice: '2.5', lineTotal: '30.00', ...withVat('30.00') },
    ],
    attachments: [],
    submittedAt: inDays(-1),
    createdAt: inDays(-1),
    updatedAt: inDays(-1),
    ...overrides,
  };
}

export function myBidView(
  bid: BidView | null,
  overrides: Partial<Omit<MyBidView, 'bid'>> = {},
): MyBidView {
  return {
    bid: bid ? { ...bid, history: [] } : null,
    abilities: { save: bid === null, submit: true, withdraw: bid !== null, confirm: false },
    closedReason: null,
    adChanges: [],
    auction: null,
    ...overrides,
  };
}

/** A bid as the buyer's grid shows it. */
export function comparedBid(
  id: string,
  name: string,
  prices: [string | null, string | null],
  overrides: Partial<ComparedBid> = {},
): ComparedBid {
  const items = LINES.map((l, index) => {
    const price = prices[index] ?? null;
    const net = price === null ? null : lineTotal(l.quantity, price);
    return {
      adItemId: l.id,
      unitPrice: price,
      lineTotal: net,
      ...(net === null
        ? { vatRate: 20 as const, vatAmount: null, grossTotal: null }
        : withVat(net)),
    };
  });
  const complete = items.every((item) => item.lineTotal !== null);
  const totals = vatTotals(items.map((item) => ({ net: item.lineTotal ?? '0', vatRate: 20 })));
  return {
    ...testBid({ id, sellerCompanyId: `seller-${id}` }),
    items,
    total: complete ? totals.net : null,
    vatTotal: complete ? totals.vat : null,
    grossTotal: complete ? totals.gross : null,
    company: company(`seller-${id}`, name),
    converted: null,
    amountsHidden: false,
    awardedItemIds: [],
    acceptable: true,
    ...overrides,
  };
}

export function comparisonView(overrides: Partial<BidComparisonView> = {}): BidComparisonView {
  return {
    adId: AD_ID,
    sealed: false,
    amountsVisibleFrom: null,
    bids: [],
    lines: [],
    awardable: true,
    reawardableItemIds: [],
    conversion: null,
    auction: null,
    auctionStartable: false,
    ...overrides,
  };
}

/** The owner's view of its own ad. */
export const ownerAd = (overrides: Partial<PublishedAdView> = {}) =>
  testAd({
    isOwn: true,
    bidCount: 0,
    status: 'closed',
    bidDeadline: inDays(-1),
    abilities: { ...NO_ABILITIES, viewBids: true, award: true, answer: true },
    ...overrides,
  });

/**
 * Renders one panel as the ad details page places it, at that page's address (and `search`),
 * with the app's providers and a stubbed API.
 */
export const renderPanel = (panel: ReactNode, options: ApiOptions = {}, search = '') =>
  renderRoutes(
    [
      { path: '/ad-details/:companyId/:adId', element: panel },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    `/ad-details/${OTHER_COMPANY_ID}/${AD_ID}${search}`,
    { me: seller, ...options },
  );
