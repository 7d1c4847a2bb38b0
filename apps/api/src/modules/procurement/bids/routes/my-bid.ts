import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BidInput, bidRefusal, canSeeAd, MyBidView } from '@teklifal/core';
import { bidRefused } from '../errors.ts';
import { findAdWithViewer } from '../../ads/queries/access.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { AdIdParams } from '../../../../lib/params.ts';
import { confirmBid } from '../commands/confirm-bid.ts';
import { withdrawBid } from '../commands/withdraw-bid.ts';
import { namedCompanyContext } from '../../../../lib/company-context.ts';
import { loadMyBidView } from '../queries/my-bid-view.ts';
import { saveBid } from '../commands/save-bid.ts';

const tags = ['bids'];

/**
 * A confirmed seller's view of an ad it may see (404 otherwise, invited-only ads included);
 * the ad's own company is refused with OWN_AD_BID. Whether it takes bids now is the commands'
 * to say: the seller still reads its bid after the deadline. A write to an ad that closed
 * after this seller saw it open is a 409 (core's bidRefusal), whichever came first.
 */
async function bidderAd(request: FastifyRequest, adId: string, now: Date) {
  const ctx = await namedCompanyContext(request, { kind: 'seller' });
  const ad = await findAdWithViewer(request.server.db, ctx.actor, adId);
  if (!ad) throw new ProblemError('NOT_FOUND');
  const refusal = bidRefusal(ctx.actor, ad.facts, ad.viewer, now);
  if (refusal === 'notSeller' || refusal === 'notVisible' || refusal === 'ownAd') {
    throw bidRefused(refusal);
  }
  const writing = request.method !== 'GET';
  if (!writing && !canSeeAd(ctx.actor, ad.facts, ad.viewer)) throw new ProblemError('NOT_FOUND');
  if (writing && refusal) throw bidRefused(refusal);
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
        response: { 200: MyBidView.describe('My company’s bid, or none yet') },
        params: AdIdParams,
      },
    },
    async (request): Promise<MyBidView> => {
      const now = new Date();
      const { ctx, ad } = await bidderAd(request, request.params.adId, now);
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
      await confirmBid(app.db, { ctx, adId: ad.row.id, viewer: ad.viewer, now });
      return loadMyBidView(app.db, ctx, ad, now);
    },
  );
}
