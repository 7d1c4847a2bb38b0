import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { ExchangeRateInput, ExchangeRateView } from '@teklifal/core';
import { exchangeRate } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ExchangeRates } from './queries/rates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    exchangeRates: ExchangeRates;
  }
}

/** The indicative rates every instance reads through (one cache per instance, one table). */
export const exchangeRatesPlugin = fp(
  async function exchangeRatesPlugin(app: FastifyInstance) {
    app.decorate('exchangeRates', new ExchangeRates(app.config.exchangeRates));
  },
  { name: 'exchange-rates', dependencies: ['config'] },
);

const RECENT_RATES = 100;

/** Staff see the rates in use and enter one for a day the source does not cover. */
export default async function exchangeRatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/exchange-rates',
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest indicative exchange rates, fetched and entered, newest day first',
        response: { 200: z.array(ExchangeRateView).describe('Rates, newest day first') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const rows = await app.db
        .select()
        .from(exchangeRate)
        .orderBy(desc(exchangeRate.day), exchangeRate.currency, exchangeRate.source)
        .limit(RECENT_RATES);
      return rows.map((row) => ({
        day: row.day,
        currency: row.currency,
        source: row.source,
        rate: row.rate,
        publishedDay: row.publishedDay,
        createdAt: row.createdAt.toISOString(),
      }));
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
