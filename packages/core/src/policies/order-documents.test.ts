import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../states/order.ts';
import {
  canDownloadDespatchAdvice,
  canDownloadInvoice,
  canDownloadOrderResponse,
  canDownloadPurchaseOrder,
  orderDocumentsFor,
} from './order-documents.ts';

describe('the seller', () => {
  it('downloads the invoice of a completed order only', () => {
    const allowed = ORDER_STATUSES.filter((status) => canDownloadInvoice('seller', status));
    expect(allowed).toEqual(['completed']);
  });
  it('downloads the despatch advice once the order has shipped', () => {
    const allowed = ORDER_STATUSES.filter((status) => canDownloadDespatchAdvice('seller', status));
    expect(allowed).toEqual(['shipped', 'delivered', 'completed']);
  });
});

describe('the buyer', () => {
  it('downloads neither: the seller issues both documents', () => {
    for (const status of ORDER_STATUSES) {
      expect(canDownloadInvoice('buyer', status)).toBe(false);
      expect(canDownloadDespatchAdvice('buyer', status)).toBe(false);
    }
  });
});

describe('the purchase order and the seller’s answer (UBL Order, OrderResponseSimple)', () => {
  it('the purchase order is both parties’ download in every state', () => {
    for (const side of ['buyer', 'seller'] as const) {
      expect(ORDER_STATUSES.filter((status) => canDownloadPurchaseOrder(side, status))).toEqual(
        ORDER_STATUSES,
      );
    }
  });

  it('the answer exists once the seller has accepted or declined, for both parties', () => {
    for (const side of ['buyer', 'seller'] as const) {
      const allowed = ORDER_STATUSES.filter((status) => canDownloadOrderResponse(side, status));
      // Not while the order waits for the seller, nor once cancelled (perhaps before an answer).
      const unanswered = ['created', 'cancelled'];
      expect(allowed).toEqual(ORDER_STATUSES.filter((status) => !unanswered.includes(status)));
      expect(allowed).toContain('declined');
    }
  });

  it('the order view lists each document for the viewer', () => {
    expect(orderDocumentsFor('buyer', 'created')).toEqual({
      invoice: false,
      despatchAdvice: false,
      purchaseOrder: true,
      orderResponse: false,
    });
    expect(orderDocumentsFor('seller', 'completed')).toEqual({
      invoice: true,
      despatchAdvice: true,
      purchaseOrder: true,
      orderResponse: true,
    });
  });
});
