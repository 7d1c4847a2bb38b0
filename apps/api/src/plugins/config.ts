import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp(
  async function configPlugin(app: FastifyInstance, opts: { config: Config }) {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
