import { sql } from 'drizzle-orm';
import { orderChatRoute, type ChatReadResult } from '@teklifal/core';
import type { Database, Executor } from '../../../db/client.ts';
import { chatMessage, chatReadState } from '../schema.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import { settleCompanyNotifications } from '../../notifications/commands/notify.ts';
import { findOrderOfActor } from '../../orders/queries/order-context.ts';
import { announceChatRead } from '../effects.ts';
import { findChatOrder } from '../queries.ts';

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
    await announceChatRead(tx, order, ctx.companyId);
    const header = await findChatOrder(tx, order.id, ctx.companyId);
    return { unreadMessages: header?.unreadMessages ?? 0 };
  });
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
  await settleCompanyNotifications(db, { companyId: props.companyId, route: props.chatRoute });
}
