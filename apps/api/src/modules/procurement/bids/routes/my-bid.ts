import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize, BidInput, MyBidView } from '@teklifal/core';
import { findAdRecord } from '../../ads/queries/access.ts';
import { AdIdParams } from '../../../../lib/params.ts';
import { confirmBid } from '../commands/confirm-bid.ts';
import { withdrawBid } from '../commands/withdraw-bid.ts';
import { namedCompanyContext } from '../../../../lib/company-context.ts';
import { loadMyBidView } from '../queries/my-bid-view.ts';
import { saveBid } from '../commands/save-bid.ts';

const tags = ['bids'];

/**
 * The seller's side of an ad: `ad.readBid` lets a confirmed seller who may see the ad read its bid
 * (also after the deadline); `ad.bid` writes it while the ad takes bids (core's bidRefusal: the
 * ad's own company is OWN_AD_BID, an ad closed after this seller saw it open is 409).
 */
async function bidderAd(request: FastifyRequest, adId: string, now: Date) {
  const ctx = await namedCompanyContext(request, { kind: 'seller' });
  return { ctx, ad: await findAdRecord(request.server.db, ctx.actor, adId, now) };
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
        response: { 200: MyBidView.describe('My company’s bid, or none yet') },
        params: AdIdParams,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId, now);
      authorize(ctx.actor, 'ad.readBid', ad);
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );

  app.put(
    '/ads/:adId/bids/mine',
    {
      schema: {
        tags,
        summary: 'Save my company’s bid: a draft, a submission or a revision (one bid per ad)',
        response: { 200: MyBidView.describe('The bid as saved') },
        params: AdIdParams,
        body: BidInput,
      },
      config: { idempotent: true },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId, now);
      authorize(ctx.actor, 'ad.bid', ad);
      await saveBid(app.db, { ctx, adId: ad.row.id, viewer: ad.viewer, input: request.body, now });
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );

  app.post(
    '/ads/:adId/bids/mine/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw my submitted bid before the deadline',
        response: { 200: MyBidView.describe('The withdrawn bid') },
        params: AdIdParams,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId, now);
      authorize(ctx.actor, 'ad.bid', ad);
      await withdrawBid(app.db, { ctx, adId: ad.row.id, viewer: ad.viewer, now });
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );

  app.post(
    '/ads/:adId/bids/mine/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm my bid after the buyer edited the ad (every line must have a price)',
        response: { 200: MyBidView.describe('The confirmed bid') },
        params: AdIdParams,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId, now);
      authorize(ctx.actor, 'ad.bid', ad);
      await confirmBid(app.db, { ctx, adId: ad.row.id, viewer: ad.viewer, now });
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );
}
