import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExchangeRateInput, ExchangeRatePage, ExchangeRatesQuery } from '@teklifal/core';
import { writeAudit } from '../../lib/audit.ts';
import { listExchangeRates } from './queries/list.ts';
import { ExchangeRates } from './queries/rates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    exchangeRates: ExchangeRates;
  }
}

/** The indicative rates every instance reads through (one cache per instance, one table). */
export const exchangeRatesPlugin = fp(
  async function exchangeRatesPlugin(app: FastifyInstance) {
    app.decorate(
      'exchangeRates',
      new ExchangeRates(app.config.exchangeRates, fetch, app.timeJobRun),
    );
  },
  { name: 'exchange-rates', dependencies: ['config', 'metrics'] },
);

/** Staff see the rates in use and enter one for a day the source does not cover. */
export default async function exchangeRatesRoutes(fastify: FastifyInstance) {
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
      const { day, currency, rate } = request.body;
      await app.db.transaction(async (tx) => {
        await ExchangeRates.enter(tx, { day, currency, rate, userId: actor.user.id });
        await writeAudit(tx, {
          actorUserId: actor.user.id,
          ip: request.ip,
          action: 'exchangeRate.entered',
          entityType: 'exchangeRate',
          entityId: `${day}:${currency}`,
          data: { day, currency, rate },
        });
      });
      return reply.code(204).send(null);
    },
  );
}
