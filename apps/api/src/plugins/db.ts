import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/** Exposes an opened database; the caller owns opening it (so tests can share setup). */
export default fp(
  async function dbPlugin(
    app: FastifyInstance,
    opts: { handle: DatabaseHandle; closeOnExit: boolean },
  ) {
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
    if (opts.closeOnExit) app.addHook('onClose', async () => opts.handle.close());
  },
  { name: 'db' },
);
