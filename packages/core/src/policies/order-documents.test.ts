import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../states/order.ts';
import { canDownloadDespatchAdvice, canDownloadInvoice } from './order-documents.ts';

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
