import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatMessageInput,
  ChatMessagesQuery,
  type ChatMessageView,
  type ChatPage,
  type ChatReadResult,
} from '@teklifal/core';
import { companyContext, namedCompanyContext } from '../../lib/company-context.ts';
import { idParam } from '../../lib/params.ts';
import { listChatMessages, postChatMessage, readChat } from './service.ts';

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
      },
    },
    async (request): Promise<ChatPage> => {
      const ctx = await companyContext(request);
      return listChatMessages(app.db, ctx, {
        orderId: request.params.orderId,
        before: request.query.before,
        limit: request.query.limit,
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
      },
      // A conversation, not a flood: a person writes far fewer than this in a minute.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply): Promise<ChatMessageView> => {
      const ctx = await namedCompanyContext(request);
      const message = await postChatMessage(app.db, ctx, {
        orderId: request.params.orderId,
        body: request.body.body,
        attachmentFileIds: request.body.attachmentFileIds,
      });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/orders/:orderId/messages/read',
    {
      schema: {
        tags,
        summary: 'Mark the order’s chat read for my company (and its chat notifications)',
        params: OrderParams,
      },
    },
    async (request): Promise<ChatReadResult> => {
      const ctx = await companyContext(request);
      return readChat(app.db, ctx, request.params.orderId);
    },
  );
}
