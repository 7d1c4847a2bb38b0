import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MyBidsExportQuery,
  MyBidsQuery,
  type MyBidListItem,
  type Page,
  MyBidPage,
} from '@teklifal/core';
import { csvResponse, sendCsv } from '../../../../lib/csv.ts';
import { namedCompanyContext } from '../../../../lib/company-context.ts';
import { exportMyBids, listMyBids } from '../queries/my-bids.ts';

const tags = ['bids'];

/** A seller's bids on every ad ("Tekliflerim"), as a page or as a CSV for Excel. */
export default async function myBidsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/bids/mine',
    {
      schema: {
        tags,
        summary: 'My company’s bids, latest change first; search in ad titles, filter by status',
        response: { 200: MyBidPage.describe('One page of my company’s bids') },
        querystring: MyBidsQuery,
      },
    },
    async (request): Promise<Page<MyBidListItem>> => {
      const ctx = await namedCompanyContext(request, { kind: 'seller' });
      return listMyBids(app.db, ctx.companyId, request.query, new Date());
    },
  );

  app.get(
    '/bids/mine/export',
    {
      schema: {
        tags,
        summary: 'My company’s bids as CSV (UTF-8 with BOM, ";" separated, for Excel)',
        response: { 200: csvResponse('My company’s matching bids as a CSV download') },
        querystring: MyBidsExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = await namedCompanyContext(request, { kind: 'seller' });
      const csv = await exportMyBids(app.db, ctx.companyId, request.query, ctx.locale, new Date());
      return sendCsv(reply, csv);
    },
  );
}
