import type {
  AuctionBuyerView,
  AuctionSellerView,
  AuctionSettingsView,
  AuctionView,
} from '@teklifal/core';
import { companySummary } from '../../test/fixtures.ts';
import {
  jsonResponse,
  OTHER_COMPANY_ID,
  renderRoutes,
  testMe,
  type ApiOptions,
} from '../../test/render.tsx';
import { AuctionRoomPage } from './pages/auction-room-page.tsx';

export const AUCTION_ID = 'auction-1';
export const ROOM_PATH = `/auctions/${AUCTION_ID}`;
export const ROOM_API = `/api/auctions/${AUCTION_ID}`;

/** The server's clock in these stories: 14:00:00 in Istanbul on 1 December 2026. */
export const SERVER_NOW = '2026-12-01T11:00:00.000Z';
export const at = (minutes: number) =>
  new Date(Date.parse(SERVER_NOW) + minutes * 60_000).toISOString();

export const seller = testMe({ isSellerConfirmed: 'yes' });
export const buyer = testMe({ id: OTHER_COMPANY_ID, isBuyerConfirmed: 'yes' });

/** A running auction on the total, 1% steps, ten minutes left. */
export function settings(overrides: Partial<AuctionSettingsView> = {}): AuctionSettingsView {
  return {
    id: AUCTION_ID,
    adId: 'ad-1',
    adTitle: 'Şantiye için boru ve kaynak malzemesi',
    buyerCompanyId: OTHER_COMPANY_ID,
    phase: 'running',
    currency: 'TRY',
    basis: 'total',
    decrementKind: 'percent',
    decrementValue: '1',
    extensionMinutes: 2,
    showBestPrice: false,
    startsAt: at(-20),
    endsAt: at(10),
    plannedEndsAt: at(10),
    serverNow: SERVER_NOW,
    bidCount: 2,
    participantCount: 3,
    ...overrides,
  };
}

/** Two lines: 10 adet steel pipe, 20 kg welding wire. */
export const AUCTION_LINES = [
  { adItemId: 'item-1', name: 'Çelik boru', quantity: '10', unit: 'adet' },
  { adItemId: 'item-2', name: 'Kaynak teli', quantity: '20', unit: 'kg' },
];

/** The seller's room: 100 + 20 × 10 = 1.000,00 now, from 1.100,00; second of three. */
export function sellerView(overrides: Partial<AuctionSellerView> = {}): AuctionSellerView {
  return {
    role: 'seller',
    auction: settings(),
    lines: AUCTION_LINES,
    bidId: 'bid-own',
    startTotal: '1100.00',
    total: '1000.00',
    rank: 2,
    highestNextTotal: '990.00',
    prices: [
      {
        adItemId: 'item-1',
        startUnitPrice: '60',
        unitPrice: '50',
        lineTotal: '500.00',
        rank: null,
        highestNextUnitPrice: null,
        bestUnitPrice: null,
      },
      {
        adItemId: 'item-2',
        startUnitPrice: '25',
        unitPrice: '25',
        lineTotal: '500.00',
        rank: null,
        highestNextUnitPrice: null,
        bestUnitPrice: null,
      },
    ],
    bestTotal: null,
    history: [{ seq: 2, at: at(-5), total: '1000.00' }],
    ...overrides,
  };
}

const participant = (
  bidId: string,
  name: string,
  startTotal: string,
  total: string,
  rank: number | null,
): AuctionBuyerView['participants'][number] => ({
  bidId,
  company: companySummary(`company-${bidId}`, name),
  startTotal,
  total,
  rank,
  prices: [
    {
      adItemId: 'item-1',
      startUnitPrice: '50',
      unitPrice: String(Number(total) / 20),
      lineTotal: String(Number(total) / 2),
      rank: null,
    },
    {
      adItemId: 'item-2',
      startUnitPrice: '25',
      unitPrice: String(Number(total) / 40),
      lineTotal: String(Number(total) / 2),
      rank: null,
    },
  ],
});

/** The buyer's room: three sellers by name, two auction bids so far. */
export function buyerView(overrides: Partial<AuctionBuyerView> = {}): AuctionBuyerView {
  return {
    role: 'buyer',
    auction: settings(),
    lines: AUCTION_LINES,
    participants: [
      participant('bid-b', 'Beta Boru Ltd.', '1050.00', '1000.00', 2),
      participant('bid-a', 'Anadolu Çelik A.Ş.', '1100.00', '960.00', 1),
      participant('bid-c', 'Ceyhan Metal', '1200.00', '1200.00', 3),
    ],
    history: [
      { seq: 1, at: at(-8), bidId: 'bid-a', total: '960.00' },
      { seq: 2, at: at(-5), bidId: 'bid-b', total: '1000.00' },
    ],
    ...overrides,
  };
}

/** The room page at /auctions/auction-1 with the API answering `view` (and `options`). */
export const renderRoom = (view: AuctionView, options: ApiOptions = {}) =>
  renderRoutes(
    [
      { path: '/auctions/:auctionId', element: <AuctionRoomPage /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    ROOM_PATH,
    {
      me: view.role === 'buyer' ? buyer : seller,
      ...options,
      handlers: { [`GET ${ROOM_API}`]: () => jsonResponse(200, view), ...options.handlers },
    },
  );
