import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExchangeRateInput, ExchangeRatePage, ExchangeRatesQuery } from '@teklifal/core';
import { enterExchangeRate } from './commands/enter-exchange-rate.ts';
import { listExchangeRates } from './queries/list.ts';

/** Staff see the rates in use and enter one for a day the source does not cover. */
export default async function exchangeRatesRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/exchange-rates',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The stored indicative exchange rates, fetched and entered, newest day first: filter ' +
          'by currency and a range of days',
        querystring: ExchangeRatesQuery,
        response: { 200: ExchangeRatePage.describe('A page of rates, newest day first') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return listExchangeRates(app.db, request.query);
    },
  );

  app.put(
    '/admin/exchange-rates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enter the rate of a currency for a day (used when the source has none)',
        body: ExchangeRateInput,
        response: { 204: z.null().describe('Saved') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      await enterExchangeRate(app.db, { ...request.body, userId: actor.user.id, ip: request.ip });
      return reply.code(204).send(null);
    },
  );
}
