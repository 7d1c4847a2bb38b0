import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize, AwardInput, BidComparisonView, AwardResult } from '@teklifal/core';
import { findAdForOwner } from '../../ads/queries/access.ts';
import { publishedAd } from '../../ads/queries/published-ad.ts';
import { AdIdParams } from '../../../../lib/params.ts';
import { awardAd } from '../commands/award-bids.ts';
import { buildComparison } from '../queries/comparison.ts';
import { namedCompanyContext } from '../../../../lib/company-context.ts';

const tags = ['bids'];

/** The buyer's side: compare the bids of its ad, award it. Other companies get 404. */
export default async function buyerBidRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ads/:adId/bids',
    {
      schema: {
        tags,
        summary: 'Every bid of my ad side by side (amounts hidden while a sealed ad is open)',
        response: { 200: BidComparisonView.describe('The comparison grid') },
        params: AdIdParams,
      },
    },
    async (request): Promise<BidComparisonView> => {
      const now = new Date();
      const ctx = await namedCompanyContext(request, { kind: 'company' });
      const ad = await findAdForOwner(app.db, request.params.adId, now);
      // A draft has no bids (and no deadline to seal them by): nothing to compare yet.
      authorize(ctx.actor, 'ad.viewBids', ad);
      return buildComparison(app.db, app.exchangeRates, publishedAd(ad.row), now);
    },
  );

  app.post(
    '/ads/:adId/award',
    {
      schema: {
        tags,
        summary: 'Award my ad: whole to one bid or line by line; one order per awarded seller',
        response: { 201: AwardResult.describe('The orders the award created') },
        params: AdIdParams,
        body: AwardInput,
      },
      config: { idempotent: true },
    },
    async (request, reply): Promise<AwardResult> => {
      const now = new Date();
      const ctx = await namedCompanyContext(request, { kind: 'buyer' });
      const ad = await findAdForOwner(app.db, request.params.adId, now);
      authorize(ctx.actor, 'ad.manage', ad);
      const result = await awardAd(app.db, { ctx, adId: ad.row.id, choice: request.body, now });
      reply.status(201);
      return result;
    },
  );
}
