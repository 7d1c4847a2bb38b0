import type { ChatMessageView, ChatOrderSummary, OrderSide } from '@teklifal/core';
import { presentCompanySummary } from '../companies/presenter.ts';
import { presentAttachment, type FileRow } from '../files/presenter.ts';
import type { OrderListRow } from '../orders/queries/order-context.ts';
import type { MessageListRow } from './queries.ts';

export const presentChatMessage = (
  row: MessageListRow,
  files: readonly FileRow[],
  viewerCompanyId: string,
): ChatMessageView => ({
  id: row.message.id,
  body: row.message.body,
  attachments: files.map(presentAttachment),
  senderCompanyId: row.message.senderCompanyId,
  senderCompanyName: row.senderCompanyName,
  senderName: row.senderName,
  mine: row.message.senderCompanyId === viewerCompanyId,
  createdAt: row.message.createdAt.toISOString(),
});

export const presentChatOrder = (row: OrderListRow, side: OrderSide): ChatOrderSummary => ({
  id: row.order.id,
  orderNo: row.order.orderNo,
  adTitle: row.adTitle,
  status: row.order.status,
  side,
  buyer: presentCompanySummary(row.buyer),
  seller: presentCompanySummary(row.seller),
});
