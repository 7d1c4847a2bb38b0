import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDERS_EXPORT_MAX, OrdersExportQuery } from '@teklifal/core';
import { companyContext } from '../../../lib/company-context.ts';
import { sendXlsx, xlsxResponse } from '../../../lib/xlsx.ts';
import { ordersXlsx } from '../orders-xlsx.ts';
import { exportOrderRows } from '../queries/orders.ts';

const tags = ['orders'];

/**
 * GET /api/orders/export.xlsx: the CSV export (/orders/export) as an Excel workbook, with the
 * same filters, the same rows and the same access: the company's side of its own orders.
 */
export default async function ordersXlsxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/orders/export.xlsx',
    {
      schema: {
        tags,
        summary: 'The same list as an Excel workbook (numbers, amounts and dates as such)',
        querystring: OrdersExportQuery,
        response: {
          200: xlsxResponse(
            `The matching orders as an .xlsx download (at most ${ORDERS_EXPORT_MAX} rows)`,
          ),
        },
      },
    },
    async (request, reply) => {
      const { side, q, status } = request.query;
      const ctx = await companyContext(request, { kind: side });
      const rows = await exportOrderRows(
        app.db,
        { side, companyId: ctx.companyId, q, status },
        ORDERS_EXPORT_MAX,
      );
      return sendXlsx(reply, await ordersXlsx(rows, side, ctx.locale));
    },
  );
}
