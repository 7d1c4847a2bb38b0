import type { CompanySummary, OrderListItem, OrderPartyView, OrderView } from '@teklifal/core';
import { companySummary, listPage, OWN_COMPANY_DETAILS } from '../../test/fixtures.ts';
import { OTHER_COMPANY_ID, OWN_COMPANY_ID } from '../../test/render.tsx';

/** Order fixtures shaped like the API's answers (packages/core/src/schemas/order.ts). */
export const buyerCompany = (overrides: Partial<CompanySummary> = {}) =>
  companySummary(OWN_COMPANY_ID, 'Yılmaz Makina A.Ş.', {
    ratingAvg: '4.50',
    ratingCount: 12,
    ...overrides,
  });

export const sellerCompany = (overrides: Partial<CompanySummary> = {}) =>
  companySummary(OTHER_COMPANY_ID, 'Demir Çelik Ltd. Şti.', {
    city: 'Kocaeli',
    ratingAvg: '3.75',
    ratingCount: 4,
    ...overrides,
  });

export const orderListItem = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  id: 'order-1',
  orderNo: 'SIP-2026-000123',
  adId: 'ad-1',
  adTitle: 'Paslanmaz çelik boru alımı',
  status: 'created',
  currency: 'TRY',
  total: '12500.50',
  vatTotal: '2500.10',
  grossTotal: '15000.60',
  itemCount: 2,
  buyer: buyerCompany(),
  seller: sellerCompany(),
  deliveryDate: '2026-12-20',
  createdAt: '2026-11-10T07:30:00.000Z',
  updatedAt: '2026-11-10T07:30:00.000Z',
  unreadMessages: 0,
  ...overrides,
});

export const page = <T>(items: T[], total = items.length, pageNo = 1) =>
  listPage(items, { total, page: pageNo });

export const orderView = (overrides: Partial<OrderView> = {}): OrderView => ({
  ...orderListItem(),
  adCompanyId: OWN_COMPANY_ID,
  bidId: 'bid-1',
  side: 'seller',
  items: [
    {
      id: 'item-1',
      adItemId: 'ad-item-1',
      position: 1,
      name: 'Paslanmaz boru 2"',
      specification: 'AISI 304, 2 mm et kalınlığı',
      quantity: '100',
      unit: 'm',
      unitPrice: '100.00',
      lineTotal: '10000.00',
      vatRate: 20,
      vatAmount: '2000.00',
      grossTotal: '12000.00',
    },
    {
      id: 'item-2',
      adItemId: 'ad-item-2',
      position: 2,
      name: 'Dirsek 90°',
      specification: null,
      quantity: '50',
      unit: 'adet',
      unitPrice: '50.01',
      lineTotal: '2500.50',
      vatRate: 20,
      vatAmount: '500.10',
      grossTotal: '3000.60',
    },
  ],
  vatByRate: [{ rate: 20, net: '12500.50', vat: '2500.10', gross: '15000.60' }],
  events: [
    {
      id: 'event-1',
      type: 'created',
      at: '2026-11-10T07:30:00.000Z',
      actorName: 'Ayşe Yılmaz',
      actorCompanyName: 'Yılmaz Makina A.Ş.',
      note: null,
      data: {},
    },
  ],
  deliveryCity: 'İstanbul',
  deliveryAddress: 'Tuzla OSB 3. Cad. No: 7',
  deliveryDays: 14,
  paymentTerms: '30 gün vadeli havale',
  declineReason: null,
  proposedDeliveryDate: null,
  cancelReason: null,
  trackingInfo: null,
  chatRoute: `/chat/order-1/${OWN_COMPANY_ID}/${OTHER_COMPANY_ID}`,
  abilities: { commands: ['confirm', 'decline', 'cancel'], rate: false, reaward: false },
  ratings: { mine: null, theirs: null },
  parties: {
    buyer: orderParty({
      companyId: OWN_COMPANY_ID,
      name: 'Yılmaz Makina A.Ş.',
      taxNumber: '1234567890',
      mersisNo: '0123456789000015',
    }),
    seller: orderParty({
      companyId: OTHER_COMPANY_ID,
      name: 'Demir Çelik Ltd. Şti.',
      taxNumber: '10000000146',
      taxNumberKind: 'TCKN',
      taxOffice: 'Gebze',
      city: 'Kocaeli',
      district: 'Gebze',
      address: 'Gebze OSB 3. Cadde No: 12',
    }),
  },
  documents: { invoice: false, despatchAdvice: false, purchaseOrder: true, orderResponse: false },
  ...overrides,
});

/** A party of an order as the purchase order names it (the snapshot at the award). */
export const orderParty = (overrides: Partial<OrderPartyView> = {}): OrderPartyView => ({
  companyId: OWN_COMPANY_ID,
  ...OWN_COMPANY_DETAILS,
  taxNumberKind: 'VKN',
  ...overrides,
});
