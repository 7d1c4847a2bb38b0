import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  chatMessage,
  chatMessageAttachment,
  chatReadState,
  company,
  file,
  notification,
  purchaseOrder,
  user,
} from '../../db/schema/index.ts';
import type { FileRow } from '../../lib/files.ts';
import { joinOrderContext, orderWithContext, type OrderListRow } from '../../lib/order-context.ts';

export type ChatMessageRow = typeof chatMessage.$inferSelect;

/** The order a chat belongs to, with what the chat's header shows and the viewer's unread. */
export async function findChatOrder(
  db: Executor,
  orderId: string,
  viewerCompanyId: string,
): Promise<OrderListRow | null> {
  const [row] = await joinOrderContext(
    db.select(orderWithContext(viewerCompanyId)).from(purchaseOrder).$dynamic(),
  ).where(eq(purchaseOrder.id, orderId));
  return row ?? null;
}

/** Messages with the names of who wrote them (the person may be gone; the company is not). */
const selectMessages = (db: Executor) =>
  db
    .select({ message: chatMessage, senderName: user.name, senderCompanyName: company.name })
    .from(chatMessage)
    .innerJoin(company, eq(company.id, chatMessage.senderCompanyId))
    .leftJoin(user, eq(user.id, chatMessage.senderUserId))
    .$dynamic();

export interface MessageListRow {
  message: ChatMessageRow;
  senderName: string | null;
  senderCompanyName: string;
}

/** Whether `messageId` is a message of this order (a page cursor must be). */
export async function isMessageOfOrder(db: Executor, orderId: string, messageId: string) {
  const [row] = await db
    .select({ id: chatMessage.id })
    .from(chatMessage)
    .where(and(eq(chatMessage.id, messageId), eq(chatMessage.orderId, orderId)));
  return row !== undefined;
}

/**
 * A page of the chat: the newest `limit` messages, or the `limit` before the cursor message,
 * oldest first. The cursor is compared in SQL (time, then id) so messages written within the
 * same millisecond are neither skipped nor repeated.
 */
export async function findMessagePage(
  db: Executor,
  props: { orderId: string; before?: string | undefined; limit: number },
): Promise<{ rows: MessageListRow[]; hasOlder: boolean }> {
  const cursor = props.before
    ? sql`(${chatMessage.createdAt}, ${chatMessage.id}) < (select c.created_at, c.id from ${chatMessage} c where c.id = ${props.before})`
    : undefined;
  const rows = await selectMessages(db)
    .where(and(eq(chatMessage.orderId, props.orderId), cursor))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(props.limit + 1);
  return { rows: rows.slice(0, props.limit).reverse(), hasOlder: rows.length > props.limit };
}

export async function findMessageRow(db: Executor, messageId: string): Promise<MessageListRow> {
  const [row] = await selectMessages(db).where(eq(chatMessage.id, messageId));
  if (!row) throw new Error(`chat message ${messageId} vanished`);
  return row;
}

/** The files of several messages, per message, in their order. */
export async function findAttachments(
  db: Executor,
  messageIds: readonly string[],
): Promise<Map<string, FileRow[]>> {
  const byMessage = new Map<string, FileRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: chatMessageAttachment.messageId, file })
    .from(chatMessageAttachment)
    .innerJoin(file, eq(file.id, chatMessageAttachment.fileId))
    .where(inArray(chatMessageAttachment.messageId, [...messageIds]))
    .orderBy(asc(chatMessageAttachment.position));
  for (const row of rows) {
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.file]);
  }
  return byMessage;
}

/** Up to when a company has read the order's chat, or null when it never opened it. */
export async function readMarkOf(
  db: Executor,
  orderId: string,
  companyId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ lastReadAt: chatReadState.lastReadAt })
    .from(chatReadState)
    .where(and(eq(chatReadState.orderId, orderId), eq(chatReadState.companyId, companyId)));
  return row?.lastReadAt ?? null;
}

/**
 * Marks the chat read for a company up to its newest message (never backwards), and the
 * company's chat notifications for it read. Times stay in SQL, at the database's precision.
 */
export async function markChatRead(
  db: Executor,
  props: { orderId: string; companyId: string; chatRoute: string },
): Promise<void> {
  const newest = sql`(select max(${chatMessage.createdAt}) from ${chatMessage} where ${chatMessage.orderId} = ${props.orderId})`;
  await db.execute(sql`
    insert into ${chatReadState} (order_id, company_id, last_read_at)
    select ${props.orderId}, ${props.companyId}, ${newest}
    where ${newest} is not null
    on conflict (order_id, company_id)
    do update set last_read_at = greatest(${chatReadState.lastReadAt}, excluded.last_read_at)`);
  await db
    .update(notification)
    .set({ read: true })
    .where(
      and(
        eq(notification.companyId, props.companyId),
        eq(notification.route, props.chatRoute),
        eq(notification.read, false),
      ),
    );
}
