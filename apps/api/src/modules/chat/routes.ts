import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatMessageInput,
  ChatMessagesQuery,
  ChatMessageView,
  ChatPage,
  ChatReadResult,
  authorize,
  orderSideOf,
} from '@teklifal/core';
import { companyContext, namedCompanyContext } from '../../lib/company-context.ts';
import { idParam } from '../../lib/params.ts';
import { ProblemError } from '../../lib/problem.ts';
import { sendRemembered } from '../../lib/remembered-answer.ts';
import { postChatMessage } from './commands/post-message.ts';
import { readChat } from './commands/read-chat.ts';
import { invalidField } from './errors.ts';
import { findOrder } from '../orders/queries/order-context.ts';
import { presentChatMessage, presentChatOrder } from './presenter.ts';
import {
  findAttachments,
  findChatOrder,
  findMessagePage,
  findMessageRow,
  isMessageOfOrder,
} from './queries.ts';

const tags = ['chat'];
const OrderParams = z.object({ orderId: idParam });

/** The chat of an order between its two companies (any member of either may take part). */
export default async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:orderId/messages',
    {
      schema: {
        tags,
        summary: 'A page of the order’s chat (newest, or before a message), oldest first',
        params: OrderParams,
        querystring: ChatMessagesQuery,
        response: { 200: ChatPage.describe('A page of the chat with the order’s header') },
      },
    },
    // A page for one of the order's two companies (404 for anyone else), with the order's
    // header, the viewer's unread count and how far the other side has read.
    async (request, reply) => {
      const ctx = await companyContext(request);
      const { orderId } = request.params;
      const { before, limit } = request.query;
      return sendRemembered(request, reply, {
        actor: ctx.actor,
        clock: [],
        load: async () => {
          const header = await findChatOrder(app.db, orderId, ctx.companyId);
          authorize(ctx.actor, 'order.chat', header?.order);
          const side = orderSideOf(ctx.actor, header.order);
          if (!side) throw new ProblemError('NOT_FOUND');
          if (before && !(await isMessageOfOrder(app.db, orderId, before))) {
            throw invalidField('before');
          }
          const page = await findMessagePage(app.db, { orderId, before, limit });
          const files = await findAttachments(app.db, page.rows);
          return {
            order: presentChatOrder(header, side),
            items: page.rows.map((row) =>
              presentChatMessage(row, files.get(row.message.id) ?? [], ctx.companyId),
            ),
            hasOlder: page.hasOlder,
            unreadMessages: header.unreadMessages,
            otherReadUntil: header.otherReadUntil?.toISOString() ?? null,
          };
        },
      });
    },
  );

  app.post(
    '/orders/:orderId/messages',
    {
      schema: {
        tags,
        summary: 'Write in the order’s chat: text, files (up to 5), or both',
        params: OrderParams,
        body: ChatMessageInput,
        response: { 201: ChatMessageView.describe('The message written') },
      },
      // A conversation, not a flood: a person writes far fewer than this in a minute.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, idempotent: true },
    },
    async (request, reply) => {
      const ctx = await namedCompanyContext(request);
      authorize(ctx.actor, 'order.chat', await findOrder(app.db, request.params.orderId));
      const messageId = await postChatMessage(app.db, ctx, {
        orderId: request.params.orderId,
        body: request.body.body,
        attachmentFileIds: request.body.attachmentFileIds,
      });
      const row = await findMessageRow(app.db, messageId);
      const files = await findAttachments(app.db, [row]);
      return reply
        .code(201)
        .send(presentChatMessage(row, files.get(messageId) ?? [], ctx.companyId));
    },
  );

  app.post(
    '/orders/:orderId/messages/read',
    {
      schema: {
        tags,
        summary: 'Mark the order’s chat read for my company (and its chat notifications)',
        params: OrderParams,
        response: { 200: ChatReadResult.describe('What my company has left unread in the chat') },
      },
    },
    async (request) => {
      const ctx = await companyContext(request);
      authorize(ctx.actor, 'order.chat', await findOrder(app.db, request.params.orderId));
      return readChat(app.db, ctx, request.params.orderId);
    },
  );
}
