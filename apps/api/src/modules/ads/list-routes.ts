import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BrowseAdsQuery,
  MyAdsQuery,
  SellerSuggestionsQuery,
  type AdListItem,
  type MyAdListItem,
  type Page,
  type SellerSuggestion,
} from '@teklifal/core';
import { sendCsv } from '../../lib/csv.ts';
import { companyContext } from '../../lib/company-context.ts';
import { browseAds } from './browse.ts';
import { listMyAds } from './my-ads.ts';
import { myAdsCsv } from './my-ads-csv.ts';
import { tags } from './params.ts';
import { suggestSellers } from './suggestions.ts';

/** Lists of ads: the buyer's own (/myads, CSV), the sellers' market (/ads), seller suggestions. */
export default async function adListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ads/mine',
    {
      schema: {
        tags,
        summary: 'My company’s ads with bid and unanswered question counts (buyers)',
        querystring: MyAdsQuery,
      },
    },
    async (request): Promise<Page<MyAdListItem>> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      return listMyAds(app.db, ctx, request.query);
    },
  );

  app.get(
    '/ads/mine/export',
    {
      schema: {
        tags,
        summary: 'My company’s ads as CSV for Excel (UTF-8 BOM, `;`), same filters as the list',
        querystring: MyAdsQuery,
      },
    },
    async (request, reply) => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      return sendCsv(reply, await myAdsCsv(app.db, ctx, request.query));
    },
  );

  app.get(
    '/ads',
    {
      schema: {
        tags,
        summary: 'Published ads a seller may bid on: Turkish full-text and typo-tolerant search',
        description:
          'Open ads and invited-only ads that invite the seller, before their deadline. ' +
          '`q` uses the `turkish` text search configuration or trigram word similarity; ' +
          '`sectorId` includes child sectors; `deadlineBefore` is an Istanbul day.',
        querystring: BrowseAdsQuery,
      },
    },
    async (request): Promise<Page<AdListItem>> => {
      const ctx = await companyContext(request, { kind: 'seller' });
      return browseAds(app.db, ctx, request.query);
    },
  );

  app.get(
    '/sellers/suggestions',
    {
      schema: {
        tags,
        summary: 'Confirmed sellers to invite, those of the sector first (at most 20)',
        querystring: SellerSuggestionsQuery,
      },
    },
    async (request): Promise<SellerSuggestion[]> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      return suggestSellers(app.db, { companyId: ctx.companyId, ...request.query });
    },
  );
}
