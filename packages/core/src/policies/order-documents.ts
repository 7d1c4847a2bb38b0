import type { OrderSide, OrderStatus } from '../states/order.ts';

/** Order states from the shipment on: what an e-İrsaliye can describe. */
export const SHIPPED_ORDER_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'completed'];

/** The seller invoices a completed order (e-Fatura or e-Arşiv): its own document to issue. */
export const canDownloadInvoice = (side: OrderSide, status: OrderStatus) =>
  side === 'seller' && status === 'completed';

/** The seller's despatch advice (e-İrsaliye), once the order has shipped. */
export const canDownloadDespatchAdvice = (side: OrderSide, status: OrderStatus) =>
  side === 'seller' && SHIPPED_ORDER_STATUSES.includes(status);

export const orderDocumentsFor = (side: OrderSide, status: OrderStatus) => ({
  invoice: canDownloadInvoice(side, status),
  despatchAdvice: canDownloadDespatchAdvice(side, status),
});
