import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
