import type { InvoiceProfile } from '@teklifal/core';

/** The seller's UBL-TR invoice of a completed order (served by the API as a download). */
export const orderInvoiceHref = (orderId: string, profile: InvoiceProfile) =>
  `/api/orders/${encodeURIComponent(orderId)}/documents/invoice?profile=${profile}`;

/** The seller's e-İrsaliye of a shipped order (served by the API as a download). */
export const orderDespatchAdviceHref = (orderId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/documents/despatch-advice`;
