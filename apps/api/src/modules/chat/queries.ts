import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { can, type Actor } from '@teklifal/core';
import type { Database, Executor } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
import { chatMessage, chatMessageAttachment, chatReadState } from './schema.ts';
import { company } from '../companies/queries/tables.ts';
import { file } from '../files/queries/tables.ts';
import { purchaseOrder } from '../orders/queries/tables.ts';
import { user } from '../auth/queries/tables.ts';
import type { FileRow } from '../files/presenter.ts';
import {
  joinOrderContext,
  orderWithContext,
  type OrderListRow,
} from '../orders/queries/order-context.ts';

export type ChatMessageRow = typeof chatMessage.$inferSelect;

/**
 * The order a chat belongs to, with what the chat's header shows, the viewer's unread, and how
 * far the other company has read (the read mark of the order's other company). Only for one of
 * the order's two companies: for anyone else there is no row, as for an order that does not
 * exist (the access is part of the statement's condition, so nothing about another company's
 * order is computed, let alone told).
 */
const chatOrderStatement = preparedRead('chat_order', (db, name) => {
  const viewerCompanyId = sql.placeholder('viewerCompanyId');
  const otherCompanyId = sql`case when ${purchaseOrder.buyerCompanyId} = ${viewerCompanyId}
    then ${purchaseOrder.sellerCompanyId} else ${purchaseOrder.buyerCompanyId} end`;
  const otherReadUntil = sql<Date | null>`(select ${chatReadState.lastReadAt} from ${chatReadState}
    where ${chatReadState.orderId} = ${purchaseOrder.id}
      and ${chatReadState.companyId} = ${otherCompanyId})`.mapWith(chatReadState.lastReadAt);
  return joinOrderContext(
    db
      .select({ ...orderWithContext(viewerCompanyId), otherReadUntil })
      .from(purchaseOrder)
      .$dynamic(),
  )
    .where(
      and(
        eq(purchaseOrder.id, sql.placeholder('orderId')),
        or(
          eq(purchaseOrder.buyerCompanyId, viewerCompanyId),
          eq(purchaseOrder.sellerCompanyId, viewerCompanyId),
        ),
      ),
    )
    .prepare(name);
});

/** The chat's order and header for one of its two companies; null for anyone else. */
export async function findChatOrder(
  db: Database,
  orderId: string,
  viewerCompanyId: string,
): Promise<(OrderListRow & { otherReadUntil: Date | null }) | null> {
  const [row] = await chatOrderStatement(db).execute({ orderId, viewerCompanyId });
  return row ?? null;
}

/** Messages with the names of who wrote them (the person may be gone; the company is not). */
const selectMessages = (db: Executor) =>
  db
    .select({
      message: chatMessage,
      senderName: user.name,
      senderCompanyName: company.name,
      hasFiles: sql<boolean>`exists (select 1 from ${chatMessageAttachment}
        where ${chatMessageAttachment.messageId} = ${chatMessage.id})`,
    })
    .from(chatMessage)
    .innerJoin(company, eq(company.id, chatMessage.senderCompanyId))
    .leftJoin(user, eq(user.id, chatMessage.senderUserId))
    .$dynamic();

export interface MessageListRow {
  message: ChatMessageRow;
  senderName: string | null;
  senderCompanyName: string;
  /** Whether the message has files (loaded apart, for those messages only). */
  hasFiles: boolean;
}

/** Whether `messageId` is a message of this order (a page cursor must be). */
export async function isMessageOfOrder(db: Executor, orderId: string, messageId: string) {
  const [row] = await db
    .select({ id: chatMessage.id })
    .from(chatMessage)
    .where(and(eq(chatMessage.id, messageId), eq(chatMessage.orderId, orderId)));
  return row !== undefined;
}

const newestFirst = [desc(chatMessage.createdAt), desc(chatMessage.id)];

const newestMessagesStatement = preparedRead('chat_newest_messages', (db, name) =>
  selectMessages(db)
    .where(eq(chatMessage.orderId, sql.placeholder('orderId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

const messagesBeforeStatement = preparedRead('chat_messages_before', (db, name) =>
  selectMessages(db)
    .where(
      and(
        eq(chatMessage.orderId, sql.placeholder('orderId')),
        sql`(${chatMessage.createdAt}, ${chatMessage.id}) < (select c.created_at, c.id from ${chatMessage} c where c.id = ${sql.placeholder('before')})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/**
 * A page of the chat: the newest `limit` messages, or the `limit` before the cursor message,
 * oldest first. The cursor is compared in SQL (time, then id) so messages written within the
 * same millisecond are neither skipped nor repeated.
 */
export async function findMessagePage(
  db: Database,
  props: { orderId: string; before?: string | undefined; limit: number },
): Promise<{ rows: MessageListRow[]; hasOlder: boolean }> {
  const { orderId, before, limit } = props;
  const rows = await (before
    ? messagesBeforeStatement(db).execute({ orderId, before, limit: limit + 1 })
    : newestMessagesStatement(db).execute({ orderId, limit: limit + 1 }));
  return { rows: rows.slice(0, props.limit).reverse(), hasOlder: rows.length > props.limit };
}

export async function findMessageRow(db: Executor, messageId: string): Promise<MessageListRow> {
  const [row] = await selectMessages(db).where(eq(chatMessage.id, messageId));
  if (!row) throw new Error(`chat message ${messageId} vanished`);
  return row;
}

/** The files of the messages that have any, per message, in their order. */
export async function findAttachments(
  db: Executor,
  messages: readonly MessageListRow[],
): Promise<Map<string, FileRow[]>> {
  const byMessage = new Map<string, FileRow[]>();
  const messageIds = messages.filter((row) => row.hasFiles).map((row) => row.message.id);
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: chatMessageAttachment.messageId, file })
    .from(chatMessageAttachment)
    .innerJoin(file, eq(file.id, chatMessageAttachment.fileId))
    .where(inArray(chatMessageAttachment.messageId, messageIds))
    .orderBy(asc(chatMessageAttachment.position));
  for (const row of rows) {
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.file]);
  }
  return byMessage;
}

/** A file sent in an order's chat is read by the order's two companies. */
export async function canReadChatAttachment(
  db: Executor,
  actor: Actor,
  fileId: string,
): Promise<boolean> {
  if (!actor.company) return false;
  const sides = await db
    .select({
      buyerCompanyId: purchaseOrder.buyerCompanyId,
      sellerCompanyId: purchaseOrder.sellerCompanyId,
      status: purchaseOrder.status,
    })
    .from(chatMessageAttachment)
    .innerJoin(chatMessage, eq(chatMessage.id, chatMessageAttachment.messageId))
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, chatMessage.orderId))
    .where(eq(chatMessageAttachment.fileId, fileId));
  return sides.some((order) => can(actor, 'order.chat', order));
}
