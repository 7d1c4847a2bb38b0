import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdDraftInput, authorize, ExtendDeadlineInput, ReasonInput, AdView } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { findAdRecord, findVisibleAd } from '../queries/access.ts';
import { companyContext, type CompanyContext } from '../../../../lib/company-context.ts';
import { AdIdParams } from '../../../../lib/params.ts';
import { sendRemembered } from '../../../../lib/remembered-answer.ts';
import { loadAdView } from '../queries/ad-view.ts';
import { cancelAd } from '../commands/cancel-ad.ts';
import { closeAd } from '../commands/close-ad.ts';
import { createAd } from '../commands/create-ad.ts';
import { duplicateAd } from '../commands/duplicate-ad.ts';
import { extendAdDeadline } from '../commands/extend-ad-deadline.ts';
import { publishAd } from '../commands/publish-ad.ts';
import { updateAd } from '../commands/update-ad.ts';
import { SaveAdQuery, tags } from './params.ts';

/** The ad as the actor sees it now (after a command, or on its details page). */
async function viewAd(db: Executor, ctx: CompanyContext, adId: string): Promise<AdView> {
  const visible = await findVisibleAd(db, ctx.actor, adId);
  return loadAdView(db, ctx.actor, visible.row, visible.viewer);
}

/**
 * One ad: create, read, edit, and its buyer's commands (publish, close, extend, cancel, duplicate).
 */
export default async function adRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ads',
    {
      schema: {
        tags,
        summary: 'Create an ad as a draft, or publish it at once (buyers)',
        description:
          'A draft needs only its title; every value given is still checked. With ' +
          '?publish=true the ad must be complete (400 naming every missing field, nothing stored).',
        body: AdDraftInput,
        querystring: SaveAdQuery,
        response: { 201: AdView.describe('The new ad (a draft unless published)') },
      },
      config: { access: 'checked:body-references', idempotent: true },
    },
    async (request, reply): Promise<AdView> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      const { publish } = request.query;
      const adId = await createAd(app.db, { ...ctx, input: request.body, publish });
      reply.status(201);
      return viewAd(app.db, ctx, adId);
    },
  );

  app.get(
    '/ads/:adId',
    {
      schema: {
        tags,
        summary: 'One ad: everything to its owner; to a seller who may see it, what was published',
        response: { 200: AdView.describe('The ad as the caller may see it') },
        description:
          'Sellers never see the invited sellers or the bid count; the budget only when shown. ' +
          '404 to anyone who may not see the ad (drafts of other companies, invited-only ads).',
        params: AdIdParams,
      },
    },
    async (request, reply) => {
      const ctx = await companyContext(request, { kind: 'company' });
      return sendRemembered(request, reply, {
        actor: ctx.actor,
        // What the viewer may do (bid, ask, close, award) turns at the deadlines.
        clock: ['adDeadlines'],
        load: async () => {
          const ad = await findAdRecord(app.db, ctx.actor, request.params.adId, new Date());
          authorize(ctx.actor, 'ad.view', ad);
          return loadAdView(app.db, ctx.actor, ad.row, ad.viewer);
        },
      });
    },
  );

  app.put(
    '/ads/:adId',
    {
      schema: {
        tags,
        summary: 'Edit a draft, or a published ad that is still open (owner)',
        response: { 200: AdView.describe('The ad after the edit') },
        description:
          'A draft stays a draft and needs only its title (?publish=true publishes it with the ' +
          'edit: then it must be complete, or nothing changes); a published ad stays complete. ' +
          'Lines keep their ids when sent with them; lines left out are removed. On a published ' +
          'ad with bids, the bids need confirming again, their sellers are told, and a deadline ' +
          'closer than 48 hours moves to 48 hours from now.',
        params: AdIdParams,
        querystring: SaveAdQuery,
        body: AdDraftInput,
      },
    },
    async (request): Promise<AdView> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      const { adId } = request.params;
      const { publish } = request.query;
      authorize(ctx.actor, 'ad.manage', await findAdRecord(app.db, ctx.actor, adId, new Date()));
      await updateAd(app.db, { ...ctx, adId, input: request.body, publish });
      return viewAd(app.db, ctx, request.params.adId);
    },
  );

  const commands = [
    [
      'publish',
      'Publish a draft as saved (400 naming every field it still lacks); sellers are told',
      publishAd,
    ],
    ['close', 'Close a published ad before its deadline', closeAd],
  ] as const;
  for (const [name, summary, run] of commands) {
    app.post(
      `/ads/:adId/${name}`,
      {
        schema: {
          tags,
          summary,
          params: AdIdParams,
          response: { 200: AdView.describe('The ad after the command') },
        },
      },
      async (request): Promise<AdView> => {
        const ctx = await companyContext(request, { kind: 'buyer' });
        const { adId } = request.params;
        authorize(ctx.actor, `ad.${name}`, await findAdRecord(app.db, ctx.actor, adId, new Date()));
        await run(app.db, { ...ctx, adId });
        return viewAd(app.db, ctx, request.params.adId);
      },
    );
  }

  app.post(
    '/ads/:adId/extend',
    {
      schema: {
        tags,
        summary: 'Move the deadline of a published or closed ad later (it is published again)',
        response: { 200: AdView.describe('The ad with its new deadline') },
        params: AdIdParams,
        body: ExtendDeadlineInput,
      },
    },
    async (request): Promise<AdView> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      const ad = await findAdRecord(app.db, ctx.actor, request.params.adId, new Date());
      authorize(ctx.actor, 'ad.extend', ad);
      await extendAdDeadline(app.db, {
        ...ctx,
        adId: request.params.adId,
        bidDeadline: new Date(request.body.bidDeadline),
      });
      return viewAd(app.db, ctx, request.params.adId);
    },
  );

  app.post(
    '/ads/:adId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a published or closed ad with a reason (orders already made stay)',
        response: { 200: AdView.describe('The cancelled ad') },
        params: AdIdParams,
        body: ReasonInput,
      },
    },
    async (request): Promise<AdView> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      const ad = await findAdRecord(app.db, ctx.actor, request.params.adId, new Date());
      authorize(ctx.actor, 'ad.cancel', ad);
      await cancelAd(app.db, { ...ctx, adId: request.params.adId, reason: request.body.reason });
      return viewAd(app.db, ctx, request.params.adId);
    },
  );

  app.post(
    '/ads/:adId/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy an own ad as a new draft (a passed deadline becomes a week from now)',
        response: { 201: AdView.describe('The new draft') },
        params: AdIdParams,
      },
    },
    async (request, reply): Promise<AdView> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      const ad = await findAdRecord(app.db, ctx.actor, request.params.adId, new Date());
      authorize(ctx.actor, 'ad.manage', ad);
      const adId = await duplicateAd(app.db, { ...ctx, adId: request.params.adId });
      reply.status(201);
      return viewAd(app.db, ctx, adId);
    },
  );
}
