import { lineTotal, lineVat, type VatRate } from '@teklifal/core';
import type { UblLine, UblOrder, UblParty } from './document.ts';
import type { UblSellerAnswer } from './order-response.ts';
import type { UblOrderOrigin } from './purchase-order.ts';

/**
 * A realistic order for the document tests and the schema check: a USD order of four lines at
 * three KDV rates (20, 10 and 0 %), sold by a company (VKN, MERSİS) to a sole proprietor taxed
 * by a TCKN, with characters XML must escape in names and notes.
 */
export const SELLER: UblParty = {
  side: 'seller',
  name: 'Işıklar Endüstriyel Boru San. ve Tic. A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Gebze',
  mersisNo: '0123456789000015',
  city: 'Kocaeli',
  district: 'Gebze',
  address: 'Gebze OSB 3. Cadde No: 12',
  phone: '+902625551122',
  email: 'satis@isiklarboru.com.tr',
  person: null,
};

export const BUYER_TCKN: UblParty = {
  side: 'buyer',
  name: 'Ayşe Çelik – Çelik & Oğulları Yapı',
  taxNumber: '10000000146',
  taxOffice: 'Kadıköy',
  mersisNo: null,
  city: 'İstanbul',
  district: 'Kadıköy',
  address: 'Caferağa Mah. Moda Cad. No: 10 <Blok "B">',
  phone: '+905321234567',
  email: 'ayse@celikyapi.com.tr',
  person: { firstName: 'Ayşe', familyName: 'Çelik' },
};

const line = (
  position: number,
  name: string,
  quantity: string,
  unit: UblLine['unit'],
  unitPrice: string,
  vatRate: VatRate,
  specification: string | null = null,
): UblLine => {
  const net = lineTotal(quantity, unitPrice);
  return {
    position,
    name,
    specification,
    quantity,
    unit,
    unitPrice,
    net,
    vatRate,
    vat: lineVat(net, vatRate),
  };
};

export const SAMPLE_LINES: UblLine[] = [
  line(0, 'Paslanmaz boru DN50', '120.5', 'm', '18.35', 20, 'AISI 304, 6 m boy'),
  line(1, 'Küresel vana DN50', '12', 'adet', '41.99', 20),
  line(2, 'Teknik kitap: "Boru & Vana"', '3', 'paket', '9.99', 10),
  line(3, 'Montaj koli bandı', '7', 'koli', '2.15', 0),
];

export const SAMPLE_ORDER: UblOrder = {
  id: '0193b6f2-7c1e-7a00-8000-000000000123',
  orderNo: 'SIP-2026-000123',
  orderDate: new Date('2026-11-02T07:30:00Z'),
  currency: 'USD',
  seller: SELLER,
  buyer: BUYER_TCKN,
  lines: SAMPLE_LINES,
  deliveryCity: 'İstanbul',
  deliveryAddress: 'Tuzla Tersaneler Bölgesi, Kat 2 & 3',
  deliveryDate: '2026-11-30',
  paymentTerms: '30 gün vadeli',
  trackingInfo: 'MNG Kargo 998877 <hızlı>',
  exchangeRate: { rate: '34.251200', day: '2026-11-24' },
};

/** The sample order's ad and awarded bid. */
export const SAMPLE_ORIGIN: UblOrderOrigin = {
  adId: '0193b6f0-1111-7a00-8000-000000000042',
  adTitle: 'Tersane boru ve vana ihtiyacı <Q4>',
  bidId: '0193b6f1-2222-7a00-8000-000000000077',
  deliveryDays: 14,
};

/** A lira order of one line between two companies (VKN both). */
export const SINGLE_LINE_ORDER: UblOrder = {
  ...SAMPLE_ORDER,
  id: '0193b6f2-7c1e-7a00-8000-000000000124',
  orderNo: 'SIP-2026-000124',
  currency: 'TRY',
  exchangeRate: null,
  buyer: { ...BUYER_TCKN, taxNumber: '4840847211', mersisNo: '0484084721100018', person: null },
  lines: [line(0, 'A4 fotokopi kağıdı', '40', 'koli', '612.50', 20)],
  paymentTerms: '',
};

/**
 * One seller's order of a split award: two of the ad's lines, in euros. The order numbers its
 * own lines from 1 (order-source.ts), whatever their place in the ad.
 */
export const SPLIT_AWARD_ORDER: UblOrder = {
  ...SAMPLE_ORDER,
  id: '0193b6f2-7c1e-7a00-8000-000000000125',
  orderNo: 'SIP-2026-000125',
  currency: 'EUR',
  exchangeRate: null,
  lines: [
    line(0, 'Küresel vana DN50', '12', 'adet', '38.40', 20),
    line(1, 'Montaj koli bandı', '7', 'koli', '2.15', 0),
  ],
};

/** The seller confirmed the order with a note. */
export const SAMPLE_ACCEPTANCE: UblSellerAnswer = {
  accepted: true,
  at: new Date('2026-11-03T11:45:00Z'),
  note: 'Stoktan, 10 gün içinde sevk',
  rejectionReason: null,
  proposedDeliveryDate: null,
};

/** The seller declined, proposing a later date. */
export const SAMPLE_REFUSAL: UblSellerAnswer = {
  accepted: false,
  at: new Date('2026-11-03T11:45:00Z'),
  note: null,
  rejectionReason: 'Vana stokta yok & tedarik 6 hafta',
  proposedDeliveryDate: '2027-01-15',
};
