import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSupportTicketPage,
  AdminSupportTicketsQuery,
  SupportReplyInput,
  SupportTicketCompanies,
  SupportTicketDetail,
  authorize,
} from '@teklifal/core';
import { idParam } from '../../../lib/params.ts';
import { answerTicket } from '../commands/answer-ticket.ts';
import { closeTicket } from '../commands/close-ticket.ts';
import { presentTicketDetail, presentTicketSummary } from '../presenter.ts';
import {
  findThread,
  findTicket,
  listTicketsForStaff,
  ticketCompanies,
  type TicketListRow,
} from '../queries.ts';

const tags = ['admin'];
const TicketParams = z.object({ id: idParam });
const platformAdmin = { kind: 'platformAdmin' } as const;

/** /admin/support: staff read every ticket, answer and close. */
export default async function staffSupportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const ticketDetail = async (row: TicketListRow) =>
    presentTicketDetail(row, await findThread(app.db, row.ticket.id), { forStaff: true });

  app.get(
    '/admin/support/tickets',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Support tickets by status (waiting for staff first), category, company or text',
        querystring: AdminSupportTicketsQuery,
        response: {
          200: AdminSupportTicketPage.describe('A page of tickets and how many wait for staff'),
        },
      },
    },
    async (request) => {
      await request.requireAccess(platformAdmin);
      const { page, pageSize } = request.query;
      const { rows, total, unanswered } = await listTicketsForStaff(app.db, request.query);
      return { items: rows.map(presentTicketSummary), page, pageSize, total, unanswered };
    },
  );

  app.get(
    '/admin/support/companies',
    {
      schema: {
        tags,
        summary: 'The companies that have support tickets (for the company filter)',
        response: { 200: SupportTicketCompanies.describe('Companies by name, with their count') },
      },
    },
    async (request) => {
      await request.requireAccess(platformAdmin);
      return ticketCompanies(app.db);
    },
  );

  app.get(
    '/admin/support/tickets/:id',
    {
      schema: {
        tags,
        summary: 'A ticket with its thread and the opener’s e-mail',
        params: TicketParams,
        response: { 200: SupportTicketDetail.describe('The ticket and its messages') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess(platformAdmin);
      const row = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.staffView', row?.ticket);
      return ticketDetail(row);
    },
  );

  app.post(
    '/admin/support/tickets/:id/messages',
    {
      schema: {
        tags,
        summary:
          'Answer a ticket: the company is notified, the opener mailed (notification mail, by their preference)',
        params: TicketParams,
        body: SupportReplyInput,
        response: { 201: SupportTicketDetail.describe('The ticket with the answer') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess(platformAdmin);
      const found = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.staffAnswer', found?.ticket);
      await answerTicket(app.db, {
        actor,
        ip: request.ip,
        ticketId: request.params.id,
        input: request.body,
      });
      const row = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.staffView', row?.ticket);
      return reply.status(201).send(await ticketDetail(row));
    },
  );

  app.post(
    '/admin/support/tickets/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a ticket (409 when it is closed already)',
        params: TicketParams,
        response: { 200: SupportTicketDetail.describe('The ticket, closed') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess(platformAdmin);
      const found = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.staffClose', found?.ticket);
      await closeTicket(app.db, {
        actor,
        asStaff: true,
        ip: request.ip,
        ticketId: request.params.id,
      });
      const row = await findTicket(app.db, request.params.id);
      authorize(actor, 'ticket.staffView', row?.ticket);
      return ticketDetail(row);
    },
  );
}
