import { eq } from 'drizzle-orm';
import { canDownloadOrderResponse } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { purchaseOrder } from '../schema.ts';
import { orderPartiesOf } from '../presenter.ts';
import { buildOrderResponseXml, type UblSellerAnswer } from '../ubl/order-response.ts';
import { ublOrderOf } from '../ubl/order-source.ts';
import { buildPurchaseOrderXml } from '../ubl/purchase-order.ts';
import { findAdTitle, findOrderParties, findSellerAnswerEvent } from './documents.ts';
import type { OrderRow } from './order-context.ts';
import { findOrderItems } from './orders.ts';

/** A document of the order as a file: its download name and its UBL XML. */
export interface OrderXmlFile {
  fileName: string;
  xml: string;
}

/** What the order's documents are written from: the order, its lines and its two parties. */
export type OrderDocumentSource = Omit<Parameters<typeof ublOrderOf>[0], 'exchangeRate'>;

export async function orderDocumentSource(
  db: Executor,
  order: OrderRow,
): Promise<OrderDocumentSource> {
  const [items, parties] = await Promise.all([
    findOrderItems(db, order.id),
    findOrderParties(db, order.id),
  ]);
  return { order, items, parties: orderPartiesOf(order.id, parties) };
}

/** The purchase order as UBL 2.1 Order (ubl/purchase-order.ts). */
export async function purchaseOrderFile(
  db: Executor,
  source: OrderDocumentSource,
): Promise<OrderXmlFile> {
  const { order } = source;
  const ubl = ublOrderOf({ ...source, exchangeRate: null });
  const origin = {
    adId: order.adId,
    adTitle: await findAdTitle(db, order.adId),
    bidId: order.bidId,
    deliveryDays: order.deliveryDays,
  };
  return { fileName: `${order.orderNo}-siparis.xml`, xml: buildPurchaseOrderXml(ubl, origin) };
}

/**
 * The seller's answer as UBL 2.1 OrderResponseSimple (ubl/order-response.ts), dated by the
 * timeline's confirmation or refusal; an order without that timeline row (older data) is
 * dated by its last change.
 */
export async function orderResponseFile(
  db: Executor,
  source: OrderDocumentSource,
): Promise<OrderXmlFile> {
  const { order } = source;
  const event = await findSellerAnswerEvent(db, order.id);
  const accepted = (event?.type ?? order.status) !== 'declined';
  const answer: UblSellerAnswer = {
    accepted,
    at: event?.at ?? order.updatedAt,
    note: event?.note ?? null,
    rejectionReason: accepted ? null : order.declineReason,
    proposedDeliveryDate: accepted ? null : order.proposedDeliveryDate,
  };
  const ubl = ublOrderOf({ ...source, exchangeRate: null });
  return {
    fileName: `${order.orderNo}-siparis-yaniti.xml`,
    xml: buildOrderResponseXml(ubl, answer),
  };
}

async function findOrder(db: Executor, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId));
  return order ?? null;
}

/**
 * The order's UBL 2.1 Order by its id, for a machine reader (the order webhooks): null when the
 * order does not exist. No access check: the caller sends it only to the order's two
 * companies, who may both download it from the order page.
 */
export async function buildOrderDocument(
  db: Executor,
  orderId: string,
): Promise<OrderXmlFile | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  return purchaseOrderFile(db, await orderDocumentSource(db, order));
}

/**
 * The seller's answer (UBL 2.1 OrderResponseSimple) to the order by its id, for the order
 * webhooks: null when the order does not exist or the seller has not answered yet (core's
 * canDownloadOrderResponse). Like buildOrderDocument, for the order's two companies only.
 */
export async function buildOrderResponseDocument(
  db: Executor,
  orderId: string,
): Promise<OrderXmlFile | null> {
  const order = await findOrder(db, orderId);
  // Both parties may have it in the same states; the seller stands for either.
  if (!order || !canDownloadOrderResponse('seller', order.status)) return null;
  return orderResponseFile(db, await orderDocumentSource(db, order));
}
