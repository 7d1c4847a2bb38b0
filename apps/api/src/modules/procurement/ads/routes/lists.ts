import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BrowseAdsQuery,
  MyAdsQuery,
  SellerSuggestionsQuery,
  type AdSearchItem,
  type MyAdListItem,
  type Page,
  SellerSuggestion,
  AdSearchPage,
  MyAdPage,
} from '@teklifal/core';
import { csvResponse, sendCsv } from '../../../../lib/csv.ts';
import { companyContext } from '../../../../lib/company-context.ts';
import { sendRemembered } from '../../../../lib/remembered-answer.ts';
import { browseAds } from '../queries/browse.ts';
import { findMyAdRows, listMyAds, MY_ADS_EXPORT_MAX, presentMyAds } from '../queries/my-ads.ts';
import { myAdsCsv } from '../presenter.ts';
import { tags } from './params.ts';
import { suggestSellers } from '../queries/suggestions.ts';
import { SearchVocabulary } from '../queries/search-vocabulary.ts';
import { RankedLists } from '../queries/ranked-lists.ts';
import { AdCards } from '../queries/ad-cards.ts';

/** Lists of ads: the buyer's own (/myads, CSV), the sellers' market (/ads), seller suggestions. */
export default async function adListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The search's words, looked up once per query until the ads' words change (any instance).
  const vocabulary = new SearchVocabulary(app.tableCache);
  // A one-word search's ranked ads and the ads' cards, kept until what they show changes.
  const kept = { lists: new RankedLists(app.tableCache), cards: new AdCards(app.tableCache) };

  app.get(
    '/ads/mine',
    {
      schema: {
        tags,
        summary: 'My company’s ads with bid and unanswered question counts (buyers)',
        response: { 200: MyAdPage.describe('One page of my company’s ads') },
        querystring: MyAdsQuery,
      },
    },
    async (request, reply) => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      return sendRemembered(request, reply, {
        actor: ctx.actor,
        // Whether each ad is open (its abilities) and where its auction stands.
        clock: ['adDeadlines', 'auctions'],
        load: (): Promise<Page<MyAdListItem>> => listMyAds(app.db, ctx, request.query),
      });
    },
  );

  app.get(
    '/ads/mine/export',
    {
      schema: {
        tags,
        summary: 'My company’s ads as CSV for Excel (UTF-8 BOM, `;`), same filters as the list',
        response: { 200: csvResponse('My company’s matching ads as a CSV download') },
        querystring: MyAdsQuery,
      },
    },
    async (request, reply) => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      const rows = await findMyAdRows(app.db, ctx.companyId, request.query, {
        limit: MY_ADS_EXPORT_MAX,
        offset: 0,
      });
      return sendCsv(reply, myAdsCsv(presentMyAds(ctx, rows), ctx.locale));
    },
  );

  app.get(
    '/ads',
    {
      config: { access: 'query:narrows-only' },
      schema: {
        tags,
        summary: 'Published ads a seller may bid on: Turkish full-text and typo-tolerant search',
        response: { 200: AdSearchPage.describe('One page of the ads the seller may bid on') },
        description:
          'Open ads and invited-only ads that invite the seller, before their deadline. ' +
          '`q` finds ads holding every word of it, each as typed, stemmed by the `turkish` text ' +
          'search configuration, with or without the Turkish marks, or as a close typo (trigram ' +
          'similarity); with `q` the default sort is `relevance` (full-text rank, the title ' +
          'weighing most, plus trigram similarity to the title; ties newest first) and each ad ' +
          'carries `match`: the ranges of the found words in its title and a marked snippet. ' +
          '`sectorId` includes child sectors; `deadlineBefore` is an Istanbul day.',
        querystring: BrowseAdsQuery,
      },
    },
    async (request, reply) => {
      const ctx = await companyContext(request, { kind: 'seller' });
      return sendRemembered(request, reply, {
        actor: ctx.actor,
        // An ad leaves the list at its deadline; a bid's validity ends at an Istanbul midnight.
        clock: ['adDeadlines'],
        load: (): Promise<Page<AdSearchItem>> =>
          browseAds(app.db, ctx, request.query, { vocabulary, kept }),
      });
    },
  );

  app.get(
    '/sellers/suggestions',
    {
      config: { access: 'query:narrows-only' },
      schema: {
        tags,
        summary: 'Confirmed sellers to invite, those of the sector first (at most 20)',
        response: { 200: z.array(SellerSuggestion).describe('Sellers to invite, best first') },
        querystring: SellerSuggestionsQuery,
      },
    },
    async (request): Promise<SellerSuggestion[]> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      return suggestSellers(app.db, { companyId: ctx.companyId, ...request.query });
    },
  );
}
