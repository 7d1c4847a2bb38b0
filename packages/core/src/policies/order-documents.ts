import type { OrderSide, OrderStatus } from '../states/order.ts';

/** Order states from the shipment on: what an e-İrsaliye can describe. */
export const SHIPPED_ORDER_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'completed'];

/**
 * Order states in which the seller has answered the order: accepted (confirmed, and every state
 * that only follows a confirmation) or refused (declined). A cancelled order is left out: it may
 * have been cancelled before the seller answered, and the status alone cannot tell.
 */
export const SELLER_ANSWERED_ORDER_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'preparing',
  ...SHIPPED_ORDER_STATUSES,
  'declined',
];

/** The seller invoices a completed order (e-Fatura or e-Arşiv): its own document to issue. */
export const canDownloadInvoice = (side: OrderSide, status: OrderStatus) =>
  side === 'seller' && status === 'completed';

/** The seller's despatch advice (e-İrsaliye), once the order has shipped. */
export const canDownloadDespatchAdvice = (side: OrderSide, status: OrderStatus) =>
  side === 'seller' && SHIPPED_ORDER_STATUSES.includes(status);

/**
 * The purchase order (UBL Order): both parties' own record of what was ordered, in every state
 * (a declined or cancelled order was still placed).
 */
export const canDownloadPurchaseOrder = (side: OrderSide, _status: OrderStatus) =>
  side === 'buyer' || side === 'seller';

/** The seller's answer (UBL OrderResponseSimple), for both parties once the seller has answered. */
export const canDownloadOrderResponse = (side: OrderSide, status: OrderStatus) =>
  (side === 'buyer' || side === 'seller') && SELLER_ANSWERED_ORDER_STATUSES.includes(status);

export const orderDocumentsFor = (side: OrderSide, status: OrderStatus) => ({
  invoice: canDownloadInvoice(side, status),
  despatchAdvice: canDownloadDespatchAdvice(side, status),
  purchaseOrder: canDownloadPurchaseOrder(side, status),
  orderResponse: canDownloadOrderResponse(side, status),
});
