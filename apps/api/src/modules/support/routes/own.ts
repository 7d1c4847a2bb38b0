import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SupportReplyInput,
  SupportTicketDetail,
  SupportTicketInput,
  SupportTicketPage,
  SupportTicketsQuery,
  authorize,
} from '@teklifal/core';
import { idParam } from '../../../lib/params.ts';
import { closeTicket } from '../commands/close-ticket.ts';
import { openTicket } from '../commands/open-ticket.ts';
import { replyToTicket } from '../commands/reply-to-ticket.ts';
import { presentTicketDetail, presentTicketSummary } from '../presenter.ts';
import { findThread, findTicket, listOwnTickets, type TicketListRow } from '../queries.ts';

const tags = ['support'];
const TicketParams = z.object({ id: idParam });
const signedIn = { kind: 'signedIn' } as const;

/**
 * /support: a signed-in user's tickets (the company's, and personal ones opened before the
 * user had a company). Another company's ticket does not exist (404).
 */
export default async function ownSupportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const ticketDetail = async (row: TicketListRow) =>
    presentTicketDetail(row, await findThread(app.db, row.ticket.id), { forStaff: false });

  app.get(
    '/support/tickets',
    {
      schema: {
        tags,
        summary: 'My company’s support tickets (and my personal ones), latest activity first',
        querystring: SupportTicketsQuery,
        response: { 200: SupportTicketPage.describe('A page of tickets') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess(signedIn);
      const { page, pageSize } = request.query;
      const { rows, total } = await listOwnTickets(app.db, actor, request.query);
      return { items: rows.map(presentTicketSummary), page, pageSize, total };
    },
  );

  app.post(
    '/support/tickets',
    {
      schema: {
        tags,
        summary: 'Open a support ticket: subject, category, message and up to 5 files',
        body: SupportTicketInput,
        response: { 201: SupportTicketDetail.describe('The ticket, waiting for staff') },
      },
      // People open a few tickets, not dozens: more in ten minutes is a script.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const actor = await request.requireAccess(signedIn);
      const { id } = await openTicket(app.db, { actor, ip: request.ip, input: request.body });
      const row = await findTicket(app.db, id);
      authorize(actor, 'ticket.view', row?.ticket);
      return reply.status(201).send(await ticketDetail(row));
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      schema: {
        tags,
        summary: 'A ticket of mine with its whole thread',
        params: TicketParams,
        response: { 200: SupportTicketDetail.describe('The ticket and its messages') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess(signedIn);
      const row = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.view', row?.ticket);
      return ticketDetail(row);
    },
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write on my ticket (reopens it when closed); it waits for staff again',
        params: TicketParams,
        body: SupportReplyInput,
        response: { 201: SupportTicketDetail.describe('The ticket with the new message') },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const actor = await request.requireAccess(signedIn);
      const found = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.reply', found?.ticket);
      await replyToTicket(app.db, {
        actor,
        ip: request.ip,
        ticketId: request.params.id,
        input: request.body,
      });
      const row = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.view', row?.ticket);
      return reply.status(201).send(await ticketDetail(row));
    },
  );

  app.post(
    '/support/tickets/:id/close',
    {
      schema: {
        tags,
        summary: 'Close my ticket (409 when it is closed already)',
        params: TicketParams,
        response: { 200: SupportTicketDetail.describe('The ticket, closed') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess(signedIn);
      const found = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.close', found?.ticket);
      await closeTicket(app.db, {
        actor,
        asStaff: false,
        ip: request.ip,
        ticketId: request.params.id,
      });
      const row = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.view', row?.ticket);
      return ticketDetail(row);
    },
  );
}
