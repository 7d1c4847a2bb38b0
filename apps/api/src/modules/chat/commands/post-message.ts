import { orderChatRoute } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { chatMessage, chatMessageAttachment } from '../schema.ts';
import type { NamedCompanyContext } from '../../../lib/company-context.ts';
import { claimAttachments } from '../../files/commands/claim-files.ts';
import { findOrderOfActor } from '../../orders/queries/order-context.ts';
import { announceChatMessage } from '../effects.ts';
import { invalidField } from '../errors.ts';
import { markChatRead } from './read-chat.ts';
import { queueWebhookEvent } from '../../integrations/webhooks/commands/queue-webhook-event.ts';

/**
 * Writes a message in the order's chat, with its files, in one transaction: the sender's
 * company has now read everything up to it, and the other company is told. Returns its id.
 */
export async function postChatMessage(
  db: Database,
  ctx: NamedCompanyContext,
  props: { orderId: string; body: string; attachmentFileIds: string[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    // Writers of one chat take turns on the order's row. Each marks its own company's chat
    // notifications read and refreshes the other company's: two writers from opposite sides
    // would otherwise lock the same rows in opposite order (a deadlock, answered 500).
    const { order } = await findOrderOfActor(tx, ctx.actor, props.orderId, { lock: true });
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
    await markChatRead(tx, {
      orderId: order.id,
      companyId: ctx.companyId,
      chatRoute: orderChatRoute(order),
    });
    await announceChatMessage(tx, order, ctx);
    await queueWebhookEvent(tx, { type: 'chat.message', messageId: message.id });
    return message.id;
  });
}
