import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    /** LISTEN on a channel of the database (live events between instances). */
    listenDb: DatabaseHandle['listen'];
    /** The embedded database's writes by table (db/table-writes.ts); null on PostgreSQL. */
    tableWrites: DatabaseHandle['tableWrites'];
    /** Whether the LISTEN connections are up (the readiness probe). */
    dbListening: DatabaseHandle['listening'];
    /** How busy the connections are (the metrics). */
    dbPoolStats: DatabaseHandle['poolStats'];
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
    app.decorate('listenDb', opts.handle.listen);
    app.decorate('tableWrites', opts.handle.tableWrites);
    app.decorate('dbListening', opts.handle.listening);
    app.decorate('dbPoolStats', opts.handle.poolStats);
    if (opts.closeOnExit) app.addHook('onClose', async () => opts.handle.close());
  },
  { name: 'db' },
);
