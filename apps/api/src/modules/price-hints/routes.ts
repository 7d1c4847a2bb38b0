import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { AdPriceHints, authorize, PriceHintAnswer, PriceHintQuery } from '@teklifal/core';
import { adItem } from '../procurement/queries/tables.ts';
import { companyContext } from '../../lib/company-context.ts';
import { AdIdParams } from '../../lib/params.ts';
import { findAdForOwner } from '../procurement/ads/queries/access.ts';
import { adLineHints, lineHint } from './queries/line-hints.ts';

const tags = ['price-hints'];

/**
 * Lookups a company may make per minute. A buyer typing a line asks about once a second at
 * most (the form waits for a pause); the limit is per company, as what one learns all its
 * people know, and it slows down asking name after name to narrow the figures down.
 */
export const LINE_HINTS_PER_MINUTE = 120;
export const AD_HINTS_PER_MINUTE = 30;

async function companyRateKey(request: FastifyRequest): Promise<string> {
  const { actor } = await request.identity();
  if (actor.company) return `company:${actor.company.id}`;
  return actor.user ? `user:${actor.user.id}` : `ip:${request.ip}`;
}

/**
 * Fair-price hints (issues #14, #27) for confirmed buyers: the price bucket that the middle of
 * similar lines' awards fell into across the platform in the last twelve months, one price per
 * buyer independent of the asker, or null where too few such buyers stand behind it or one
 * price could move it (the rule and its guarantee: core policies/price-hints.ts).
 */
export default async function priceHintsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/price-hints',
    {
      schema: {
        tags,
        summary:
          'What lines like this one were awarded for (the price bucket of the middle, per unit)',
        querystring: PriceHintQuery,
        response: { 200: PriceHintAnswer.describe('The hint, or null when the data is thin') },
      },
      config: {
        access: 'query:narrows-only',
        rateLimit: {
          max: LINE_HINTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: companyRateKey,
        },
      },
    },
    async (request): Promise<PriceHintAnswer> => {
      const now = new Date();
      const ctx = await companyContext(request, { kind: 'buyer' });
      const hint = await lineHint(app.db, {
        ...request.query,
        askerCompanyId: ctx.companyId,
        now,
      });
      return { hint };
    },
  );

  app.get(
    '/ads/:adId/price-hints',
    {
      schema: {
        tags,
        summary: 'A price hint for every line of my ad (the bid comparison shows them)',
        params: AdIdParams,
        response: { 200: AdPriceHints.describe('Per line a hint, or null') },
      },
      config: {
        rateLimit: {
          max: AD_HINTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: companyRateKey,
        },
      },
    },
    async (request): Promise<AdPriceHints> => {
      const now = new Date();
      const ctx = await companyContext(request, { kind: 'buyer' });
      const found = await findAdForOwner(app.db, request.params.adId, now);
      authorize(ctx.actor, 'ad.manage', found);
      const ad = found.row;
      const lines = await app.db
        .select({ id: adItem.id, name: adItem.name, unit: adItem.unit })
        .from(adItem)
        .where(eq(adItem.adId, ad.id))
        .orderBy(asc(adItem.position));
      // A draft may have no sector yet: without one nothing is like its lines.
      const hints =
        ad.sectorId === null
          ? lines.map((line) => ({ adItemId: line.id, hint: null }))
          : await adLineHints(app.db, lines, {
              askerCompanyId: ctx.companyId,
              sectorId: ad.sectorId,
              currency: ad.currency,
              now,
            });
      return { adId: ad.id, lines: hints };
    },
  );
}
