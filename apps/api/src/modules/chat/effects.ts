import { orderChatRoute } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { emitLiveEvent } from '../../lib/live-events.ts';
import { notifyCompanyOnce } from '../notifications/commands/notify.ts';
import type { OrderRow } from '../orders/queries/order-context.ts';

export const otherCompanyOf = (order: OrderRow, companyId: string) =>
  order.buyerCompanyId === companyId ? order.sellerCompanyId : order.buyerCompanyId;

/**
 * A new message: both companies' screens learn of it, and the other company gets one unread
 * "new message" notification per chat (refreshed, not repeated, while it stays unread).
 */
export async function announceChatMessage(
  tx: Executor,
  order: OrderRow,
  sender: { companyId: string; companyName: string },
) {
  await emitLiveEvent(tx, {
    companyIds: [order.buyerCompanyId, order.sellerCompanyId],
    kind: 'chat',
    data: { orderId: order.id },
  });
  await notifyCompanyOnce(tx, {
    companyId: otherCompanyOf(order, sender.companyId),
    type: 'chatMessage',
    params: { orderNo: order.orderNo, company: sender.companyName },
    route: orderChatRoute(order),
  });
}

/** The other company's screen learns how far its messages were read. */
export async function announceChatRead(tx: Executor, order: OrderRow, readerCompanyId: string) {
  await emitLiveEvent(tx, {
    companyIds: [otherCompanyOf(order, readerCompanyId)],
    kind: 'chatRead',
    data: { orderId: order.id },
  });
}
