import { createHash } from 'node:crypto';
import type { Currency, OrderSide, Unit, VatRate } from '@teklifal/core';

/** The natural person of a party taxed by a TCKN (UBL-TR's cac:Person). */
export interface UblPerson {
  firstName: string;
  familyName: string;
}

/** A company of the order as the documents name it (the order's snapshot of its profile). */
export interface UblParty {
  side: OrderSide;
  name: string;
  /** VKN (10 digits) or, for a sole proprietor, TCKN (11 digits). */
  taxNumber: string;
  taxOffice: string;
  mersisNo: string | null;
  city: string;
  district: string;
  address: string;
  phone: string;
  email: string;
  /** For a sole proprietor (TCKN): the person, when known (ubl/person.ts); otherwise null. */
  person: UblPerson | null;
}

/** One agreed line with its KDV, amounts as exact decimal strings. */
export interface UblLine {
  position: number;
  name: string;
  specification: string | null;
  quantity: string;
  unit: Unit;
  unitPrice: string;
  /** quantity × unit price, before KDV. */
  net: string;
  vatRate: VatRate;
  /** The line's KDV, rounded on the line. */
  vat: string;
}

/** What the e-Fatura and e-İrsaliye of one order are built from. */
export interface UblOrder {
  id: string;
  orderNo: string;
  orderDate: Date;
  currency: Currency;
  seller: UblParty;
  buyer: UblParty;
  lines: UblLine[];
  deliveryCity: string;
  deliveryAddress: string;
  deliveryDate: string;
  paymentTerms: string;
  trackingInfo: string | null;
  /**
   * Turkish lira per unit of a foreign currency for the issue day, when one is known
   * (the exchange-rate cache); null leaves PricingExchangeRate to the integrator.
   */
  exchangeRate: { rate: string; day: string } | null;
}

const ISTANBUL = 'Europe/Istanbul';

/** The calendar day and wall-clock time in Istanbul: what an e-Fatura's IssueDate/Time mean. */
export function istanbulDateTime(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ISTANBUL,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/**
 * A draft document number in GİB's shape (3 letters or digits, the year, 9 digits): the prefix,
 * the order's year and its sequence (SIP-2026-000123 → TKF2026000000123). The seller's
 * integrator numbers the real invoice from the seller's own series.
 */
export function draftDocumentId(prefix: string, orderNo: string, orderDate: Date): string {
  const match = /^SIP-(\d{4})-(\d+)$/.exec(orderNo);
  const year = match?.[1] ?? istanbulDateTime(orderDate).date.slice(0, 4);
  const sequence = (match?.[2] ?? orderNo.replace(/\D/g, '')).slice(-9).padStart(9, '0');
  return `${prefix}${year}${sequence}`;
}

/** Our own namespace for name-based UUIDs (RFC 4122 version 5). */
const NAMESPACE = Buffer.from('5f0d8f5e0c2b4c7a9d3e6a1b2c3d4e5f', 'hex');

/**
 * The document's UUID (ETTN) as a name-based UUID of the order and the document kind: every
 * download of the same order's invoice carries the same ETTN, so an integrator refuses a
 * second upload of it instead of issuing the invoice twice.
 */
export function documentUuid(orderId: string, kind: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${kind}:${orderId}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
