import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactMessageInput,
  ContactMessagePage,
  ContactMessageReceived,
  ContactMessagesQuery,
  ContactMessageView,
  HandleContactMessageInput,
} from '@teklifal/core';
import { idParam } from '../../../lib/params.ts';
import { markContactMessage } from '../commands/mark-contact-message.ts';
import { receiveContactMessage } from '../commands/receive-contact-message.ts';
import { presentContactMessage } from '../presenter.ts';
import { listContactMessages } from '../queries.ts';

const MessageParams = z.object({ id: idParam });

/** The form on /contactus, and staff's inbox of its messages. */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the platform staff (the form on /contactus)',
        body: ContactMessageInput,
        response: { 201: ContactMessageReceived.describe('Kept for staff; they answer by e-mail') },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { name, email, message } = request.body;
      await receiveContactMessage(app.db, {
        name,
        email,
        message,
        locale: request.body.locale ?? request.locale,
      });
      return reply.status(201).send({ status: 'received' as const });
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages of the contact form, newest first, unhandled ones by default',
        querystring: ContactMessagesQuery,
        response: {
          200: ContactMessagePage.describe('A page of messages and the unhandled count'),
        },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const { page, pageSize } = request.query;
      const { rows, total, unhandled } = await listContactMessages(app.db, request.query);
      return { items: rows.map(presentContactMessage), page, pageSize, total, unhandled };
    },
  );

  app.put(
    '/admin/contact-messages/:id/handled',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled, or back to unhandled',
        params: MessageParams,
        body: HandleContactMessageInput,
        response: { 200: ContactMessageView.describe('The message, marked') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const row = await markContactMessage(app.db, {
        messageId: request.params.id,
        handled: request.body.handled,
        actorUserId: actor.user.id,
        ip: request.ip,
      });
      return presentContactMessage(row);
    },
  );
}
