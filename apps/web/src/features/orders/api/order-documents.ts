import type { InvoiceProfile } from '@teklifal/core';

/** The seller's UBL-TR invoice of a completed order (served by the API as a download). */
export const orderInvoiceHref = (orderId: string, profile: InvoiceProfile) =>
  `/api/orders/${encodeURIComponent(orderId)}/documents/invoice?profile=${profile}`;

/** The seller's e-İrsaliye of a shipped order (served by the API as a download). */
export const orderDespatchAdviceHref = (orderId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/documents/despatch-advice`;

/** The purchase order as UBL 2.1 Order, for both parties (served by the API as a download). */
export const purchaseOrderHref = (orderId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/documents/order`;

/** The seller's answer as UBL 2.1 OrderResponseSimple, once the seller has answered. */
export const orderResponseHref = (orderId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/documents/order-response`;
