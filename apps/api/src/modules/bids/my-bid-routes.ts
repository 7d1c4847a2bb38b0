import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BidInput, type MyBidView } from '@teklifal/core';
import { findVisibleAd } from '../../lib/ad-access.ts';
import { AdIdParams } from '../../lib/params.ts';
import { confirmBid, withdrawBid } from './bid-commands.ts';
import { namedCompanyContext } from '../../lib/company-context.ts';
import { loadMyBidView } from './my-bid-view.ts';
import { saveBid } from './save-bid.ts';

const tags = ['bids'];

/**
 * A confirmed seller's view of an ad it may see (404 otherwise, invited-only ads included);
 * the ad's own company is refused with OWN_AD_BID.
 */
async function bidderAd(request: FastifyRequest, adId: string) {
  const ctx = await namedCompanyContext(request, { kind: 'seller' });
  const ad = await findVisibleAd(request.server.db, ctx.actor, adId);
  await request.requireAccess({ kind: 'bidder', adCompanyId: ad.row.companyId });
  return { ctx, ad };
}

/** The seller's own bid on an ad: read, save (draft, submit, revise), withdraw, confirm. */
export default async function myBidRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ads/:adId/bids/mine',
    {
      schema: {
        tags,
        summary: 'My company’s bid on an ad, with its revisions and what I may do with it',
        params: AdIdParams,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId);
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );

  app.put(
    '/ads/:adId/bids/mine',
    {
      schema: {
        tags,
        summary: 'Save my company’s bid: a draft, a submission or a revision (one bid per ad)',
        params: AdIdParams,
        body: BidInput,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId);
      await saveBid(app.db, { ctx, adId: ad.row.id, input: request.body, now });
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );

  app.post(
    '/ads/:adId/bids/mine/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw my submitted bid before the deadline',
        params: AdIdParams,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId);
      await withdrawBid(app.db, { ctx, adId: ad.row.id, now });
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );

  app.post(
    '/ads/:adId/bids/mine/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm my bid after the buyer edited the ad (every line must have a price)',
        params: AdIdParams,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId);
      await confirmBid(app.db, { ctx, adId: ad.row.id, now });
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );
}
