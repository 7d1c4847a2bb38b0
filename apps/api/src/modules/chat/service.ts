import {
  orderChatRoute,
  orderSideOf,
  type ChatMessageView,
  type ChatPage,
  type ChatReadResult,
} from '@teklifal/core';
import type { Database, Executor } from '../../db/client.ts';
import { chatMessage, chatMessageAttachment } from '../../db/schema/index.ts';
import type { CompanyContext, NamedCompanyContext } from '../../lib/company-context.ts';
import { claimAttachments } from '../../lib/files.ts';
import { emitLiveEvent } from '../../lib/live-events.ts';
import { notifyCompanyOnce } from '../../lib/notify.ts';
import { findOrderOfActor, type OrderRow } from '../../lib/order-context.ts';
import { ProblemError } from '../../lib/problem.ts';
import { presentChatMessage, presentChatOrder } from './presenter.ts';
import {
  findAttachments,
  findChatOrder,
  findMessagePage,
  findMessageRow,
  isMessageOfOrder,
  markChatRead,
} from './queries.ts';

const otherCompanyOf = (order: OrderRow, companyId: string) =>
  order.buyerCompanyId === companyId ? order.sellerCompanyId : order.buyerCompanyId;

const invalidField = (field: string) =>
  new ProblemError('VALIDATION', {
    fields: [{ field, messageKey: 'validation.invalid', params: { field: `fields.${field}` } }],
  });

/**
 * A page of an order's chat for one of its two companies (404 for anyone else), with the
 * order's header, the viewer's unread count and how far the other side has read.
 */
export async function listChatMessages(
  db: Executor,
  ctx: CompanyContext,
  props: { orderId: string; before?: string | undefined; limit: number },
): Promise<ChatPage> {
  const header = await findChatOrder(db, props.orderId, ctx.companyId);
  const side = header ? orderSideOf(ctx.actor, header.order) : null;
  if (!header || !side) throw new ProblemError('NOT_FOUND');
  const { order } = header;
  if (props.before && !(await isMessageOfOrder(db, order.id, props.before))) {
    throw invalidField('before');
  }
  const page = await findMessagePage(db, props);
  const files = await findAttachments(db, page.rows);
  return {
    order: presentChatOrder(header, side),
    items: page.rows.map((row) =>
      presentChatMessage(row, files.get(row.message.id) ?? [], ctx.companyId),
    ),
    hasOlder: page.hasOlder,
    unreadMessages: header.unreadMessages,
    otherReadUntil: header.otherReadUntil?.toISOString() ?? null,
  };
}

/**
 * Writes a message in the order's chat, with its files, in one transaction: the sender's
 * company has now read everything up to it, and the other company gets one unread
 * "new message" notification per chat (refreshed, not repeated, while it stays unread).
 */
export async function postChatMessage(
  db: Database,
  ctx: NamedCompanyContext,
  props: { orderId: string; body: string; attachmentFileIds: string[] },
): Promise<ChatMessageView> {
  const messageId = await db.transaction(async (tx) => {
    const { order } = await findOrderOfActor(tx, ctx.actor, props.orderId);
    const files = await claimAttachments(tx, {
      ...ctx,
      fileIds: props.attachmentFileIds,
      purpose: 'chatAttachment',
    });
    if (!files) throw invalidField('attachmentFileIds');
    const [message] = await tx
      .insert(chatMessage)
      .values({
        orderId: order.id,
        senderCompanyId: ctx.companyId,
        senderUserId: ctx.userId,
        body: props.body,
      })
      .returning({ id: chatMessage.id });
    if (!message) throw new Error('chat message not stored');
    if (files.length > 0) {
      await tx
        .insert(chatMessageAttachment)
        .values(files.map((fileId, position) => ({ messageId: message.id, fileId, position })));
    }
    const chatRoute = orderChatRoute(order);
    await markChatRead(tx, { orderId: order.id, companyId: ctx.companyId, chatRoute });
    await emitLiveEvent(tx, {
      companyIds: [order.buyerCompanyId, order.sellerCompanyId],
      kind: 'chat',
      data: { orderId: order.id },
    });
    await notifyCompanyOnce(tx, {
      companyId: otherCompanyOf(order, ctx.companyId),
      type: 'chatMessage',
      params: { orderNo: order.orderNo, company: ctx.companyName },
      route: chatRoute,
    });
    return message.id;
  });
  const row = await findMessageRow(db, messageId);
  const files = await findAttachments(db, [row]);
  return presentChatMessage(row, files.get(messageId) ?? [], ctx.companyId);
}

/** The viewer's company has read the order's chat up to its newest message. */
export async function readChat(
  db: Database,
  ctx: CompanyContext,
  orderId: string,
): Promise<ChatReadResult> {
  return db.transaction(async (tx) => {
    const { order } = await findOrderOfActor(tx, ctx.actor, orderId);
    await markChatRead(tx, {
      orderId: order.id,
      companyId: ctx.companyId,
      chatRoute: orderChatRoute(order),
    });
    await emitLiveEvent(tx, {
      companyIds: [otherCompanyOf(order, ctx.companyId)],
      kind: 'chatRead',
      data: { orderId: order.id },
    });
    const header = await findChatOrder(tx, order.id, ctx.companyId);
    return { unreadMessages: header?.unreadMessages ?? 0 };
  });
}
