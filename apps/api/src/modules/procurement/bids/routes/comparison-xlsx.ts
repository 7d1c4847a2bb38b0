import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize } from '@teklifal/core';
import { findAdForOwner } from '../../ads/queries/access.ts';
import { publishedAd } from '../../ads/queries/published-ad.ts';
import { AdIdParams } from '../../../../lib/params.ts';
import { namedCompanyContext } from '../../../../lib/company-context.ts';
import { sendXlsx, xlsxResponse } from '../../../../lib/xlsx.ts';
import { comparisonXlsx } from '../comparison-xlsx.ts';
import { buildComparison } from '../queries/comparison.ts';
import { loadAdItems } from '../queries/bids.ts';

const tags = ['bids'];

/**
 * GET /api/ads/:adId/bids.xlsx: the comparison (GET /api/ads/:adId/bids) as an Excel workbook,
 * built from the same view under the same access: the ad's own company, never a draft, amounts
 * withheld while a sealed ad's are.
 */
export default async function comparisonXlsxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/ads/:adId/bids.xlsx',
    {
      schema: {
        tags,
        summary: 'The comparison of my ad’s bids as an Excel workbook, one row per bid and line',
        params: AdIdParams,
        response: { 200: xlsxResponse('The comparison as an .xlsx download') },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const ctx = await namedCompanyContext(request, { kind: 'company' });
      const ad = await findAdForOwner(app.db, request.params.adId, now);
      authorize(ctx.actor, 'ad.viewBids', ad);
      const { row } = ad;
      const [view, adItems] = await Promise.all([
        buildComparison(app.db, app.exchangeRates, publishedAd(row), now),
        loadAdItems(app.db, row.id),
      ]);
      return sendXlsx(reply, await comparisonXlsx(view, adItems, ctx.locale, now));
    },
  );
}
