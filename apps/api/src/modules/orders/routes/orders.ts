import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_COMMANDS,
  OrderCommandInputs,
  ORDERS_EXPORT_MAX,
  OrdersExportQuery,
  OrdersQuery,
  authorize,
  orderSideOf,
  RatingInput,
  DashboardStats,
  OrderPage,
  OrderView,
  type Actor,
  type OrderCommand,
  type OrderSide,
  type ProtectedRequirement,
} from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { companyContext } from '../../../lib/company-context.ts';
import { csvResponse, sendCsv } from '../../../lib/csv.ts';
import { idParam } from '../../../lib/params.ts';
import { sendRemembered } from '../../../lib/remembered-answer.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { rateOrder } from '../commands/rate-order.ts';
import { runOrderCommand, type OrderCommandBody } from '../commands/run-order-command.ts';
import {
  ordersCsv,
  ordersCsvFileName,
  presentOrderListItem,
  presentOrderView,
} from '../presenter.ts';
import { dashboardStats } from '../queries/dashboard.ts';
import { findOrderParties } from '../queries/documents.ts';
import { findOrder } from '../queries/order-context.ts';
import type { AwardFlow } from '../award-flow.ts';
import {
  exportOrderRows,
  findOrderEvents,
  findOrderItems,
  findOrderRatings,
  findOrderRow,
  listOrderRows,
} from '../queries/orders.ts';

const tags = ['orders'];
const OrderParams = z.object({ orderId: idParam });

const COMMAND_SUMMARIES: Record<OrderCommand, string> = {
  confirm: 'Seller: confirm a created order',
  decline: 'Seller: decline a created order with a reason (and a proposed delivery date)',
  prepare: 'Seller: mark a confirmed order as being prepared',
  ship: 'Seller: mark the order as shipped (optional tracking info)',
  deliver: 'Buyer: confirm delivery of a shipped order',
  complete: 'Buyer: complete a delivered order',
  cancel: 'Either side: cancel an order before it ships, with a reason',
};

/** /myorders lists the buyer side, /sellermyorders the seller side; each needs its role. */
const sideRequirement = (side: OrderSide): ProtectedRequirement => ({ kind: side });

type OrderPageRow = NonNullable<Awaited<ReturnType<typeof findOrderRow>>>;

/** The order page for one of its two companies (authorized: `side` is the actor's). */
async function orderPage(
  db: Executor,
  awardFlow: AwardFlow,
  row: OrderPageRow,
  side: OrderSide,
): Promise<OrderView> {
  const orderId = row.order.id;
  const [items, events, ratings, parties] = await Promise.all([
    findOrderItems(db, orderId),
    findOrderEvents(db, orderId),
    findOrderRatings(db, orderId),
    findOrderParties(db, orderId),
  ]);
  const reaward = await awardFlow.mayReaward(db, row.order, side, items);
  return presentOrderView({ row, items, events, ratings, parties }, side, reaward);
}

/** The order page after a step: read again and authorized again. */
async function findOrderView(
  db: Executor,
  awardFlow: AwardFlow,
  actor: Actor,
  orderId: string,
): Promise<OrderView> {
  const row = actor.company ? await findOrderRow(db, orderId, actor.company.id) : null;
  authorize(actor, 'order.view', row?.order);
  return orderPage(db, awardFlow, row, sideOf(actor, row.order));
}

/** The side of an authorized actor (`order.view` passed: it is one of the two). */
function sideOf(actor: Actor, order: OrderPageRow['order']): OrderSide {
  const side = orderSideOf(actor, order);
  if (!side) throw new ProblemError('NOT_FOUND');
  return side;
}

export default async function orderRouteHandlers(
  fastify: FastifyInstance,
  { awardFlow }: { awardFlow: AwardFlow },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'My company’s orders on one side, newest first: search, status filter, pages',
        querystring: OrdersQuery,
        response: { 200: OrderPage.describe('A page of the orders, newest first') },
      },
    },
    async (request, reply) => {
      const { side, q, status, page, pageSize } = request.query;
      const ctx = await companyContext(request, sideRequirement(side));
      return sendRemembered(request, reply, {
        actor: ctx.actor,
        clock: [],
        load: async () => {
          const { rows, total } = await listOrderRows(
            app.db,
            { side, companyId: ctx.companyId, q, status },
            { page, pageSize },
          );
          return { items: rows.map(presentOrderListItem), page, pageSize, total };
        },
      });
    },
  );

  app.get(
    '/orders/export',
    {
      schema: {
        tags,
        summary: 'The same list as CSV for Excel (UTF-8 BOM, ";", decimal comma)',
        querystring: OrdersExportQuery,
        response: {
          200: csvResponse(
            `The matching orders as a CSV download (at most ${ORDERS_EXPORT_MAX} rows)`,
          ),
        },
      },
    },
    async (request, reply) => {
      const { side, q, status } = request.query;
      const ctx = await companyContext(request, sideRequirement(side));
      const rows = await exportOrderRows(
        app.db,
        { side, companyId: ctx.companyId, q, status },
        ORDERS_EXPORT_MAX,
      );
      return sendCsv(reply, {
        fileName: ordersCsvFileName(side, ctx.locale),
        body: ordersCsv(rows, side, ctx.locale),
      });
    },
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'One order for its buyer or seller: lines, timeline, actions, ratings',
        params: OrderParams,
        response: { 200: OrderView.describe('The order as the viewer’s side sees it') },
      },
    },
    async (request) => {
      const ctx = await companyContext(request);
      const row = await findOrderRow(app.db, request.params.orderId, ctx.companyId);
      authorize(ctx.actor, 'order.view', row?.order);
      return orderPage(app.db, awardFlow, row, sideOf(ctx.actor, row.order));
    },
  );

  for (const command of ORDER_COMMANDS) {
    app.post(
      `/orders/:orderId/${command}`,
      {
        schema: {
          tags,
          summary: COMMAND_SUMMARIES[command],
          params: OrderParams,
          body: OrderCommandInputs[command],
          response: { 200: OrderView.describe('The order after the step') },
        },
      },
      async (request) => {
        const ctx = await companyContext(request);
        const { orderId } = request.params;
        const found = await findOrder(app.db, orderId);
        authorize(ctx.actor, `order.${command}`, found);
        await runOrderCommand(
          app.db,
          { ...ctx, orderId, command, body: request.body as OrderCommandBody },
          awardFlow,
        );
        return findOrderView(app.db, awardFlow, ctx.actor, orderId);
      },
    );
  }

  app.post(
    '/orders/:orderId/rating',
    {
      schema: {
        tags,
        summary: 'Rate the other company of a completed order (once per side, 1–5 stars)',
        params: OrderParams,
        body: RatingInput,
        response: { 200: OrderView.describe('The order with the rating') },
      },
    },
    async (request) => {
      const ctx = await companyContext(request);
      const { orderId } = request.params;
      const found = await findOrder(app.db, orderId);
      authorize(ctx.actor, 'order.rate', found);
      await rateOrder(app.db, {
        ...ctx,
        orderId,
        stars: request.body.stars,
        comment: request.body.comment ?? null,
      });
      return findOrderView(app.db, awardFlow, ctx.actor, orderId);
    },
  );

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The dashboard figures of my company’s confirmed roles (null for the others)',
        response: { 200: DashboardStats.describe('The figures of each confirmed role') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'company' });
      const { company } = actor;
      if (!company) throw new ProblemError('COMPANY_REQUIRED');
      return sendRemembered(request, reply, {
        actor,
        // Open ads and matching ads end at their deadlines; "this week" moves on.
        clock: ['adDeadlines', { lastWeekOfBuyer: company.id }],
        load: () => dashboardStats(app.db, { ...actor, company }),
      });
    },
  );
}
