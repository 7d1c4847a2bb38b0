/**
 * The embedded database on a thread of its own (see pglite-thread.ts, which starts it). PGlite is
 * PostgreSQL compiled to WebAssembly: run on the server's event loop, the database and the HTTP
 * server share one core while the other idles. Here it answers the messages of pglite-thread.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { withNamedStatements } from './pglite-statements.ts';
import type { ThreadReply, ThreadRequest, WireError, WireQueryOptions } from './pglite-thread.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir } = workerData as { dataDir: string };

const raw = new PGlite(dataDir, { extensions: { pg_trgm }, relaxedDurability: true });
const pg = withNamedStatements(raw);
/** Open transactions: each waits for its `end` while its statements arrive one by one. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> }
>();
let nextTransaction = 0;
const ROLLED_BACK = new Error('rolled back by the caller');

/** drizzle's parsers only keep some types as text; functions cannot cross threads, so ids do. */
function queryOptions(wire: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const keepText = (value: string) => value;
  return {
    ...(wire.rowMode ? { rowMode: wire.rowMode } : {}),
    ...(wire.paramTypes ? { paramTypes: wire.paramTypes } : {}),
    ...(wire.blob ? { blob: wire.blob } : {}),
    parsers: Object.fromEntries(wire.textTypes.map((type) => [type, keepText])),
  };
}

/** An error as data: PostgreSQL's fields (code, constraint, detail...) survive the crossing. */
function wireError(error: unknown): WireError {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    fields,
  };
}

/**
 * Opens a PGlite transaction whose callback stays open until `end`: it holds PGlite's locks, as
 * it would in one thread, while the caller's statements arrive as messages.
 */
function beginTransaction(): Promise<number> {
  const id = ++nextTransaction;
  return new Promise((started, failed) => {
    let begun = false;
    /** Settles with what failed the transaction (nothing when it committed). */
    let finish: (failure?: unknown) => void = () => {};
    const finished = new Promise<unknown>((resolve) => (finish = resolve));
    pg.transaction(
      (tx) =>
        new Promise<void>((commit, rollBack) => {
          begun = true;
          const end = (keep: boolean) => (keep ? commit() : rollBack(ROLLED_BACK));
          transactions.set(id, { tx, end, finished });
          started(id);
        }),
    )
      .then(
        () => finish(),
        (error: unknown) => (begun ? finish(error) : failed(error)),
      )
      .finally(() => transactions.delete(id));
  });
}

/** Commits or rolls back, answering once PGlite has done so and released its locks. */
async function endTransaction(id: number, commit: boolean) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  open.end(commit);
  const failure = await open.finished;
  // A commit PostgreSQL refused (a deferred constraint, say) is the caller's error.
  if (failure !== undefined && failure !== ROLLED_BACK) throw failure;
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.transaction ? transactions.get(request.transaction)?.tx : pg;
      if (!target) throw new Error(`no open transaction ${request.transaction}`);
      return target.query(request.text, request.params, queryOptions(request.options));
    }
    case 'exec': {
      const target = request.transaction ? transactions.get(request.transaction)?.tx : pg;
      if (!target) throw new Error(`no open transaction ${request.transaction}`);
      return target.exec(request.text);
    }
    case 'begin':
      return beginTransaction();
    case 'end':
      return endTransaction(request.transaction, request.commit);
    case 'listen':
      await pg.listen(request.channel, (payload) =>
        port?.postMessage({ kind: 'notify', channel: request.channel, payload } as ThreadReply),
      );
      return null;
    case 'close':
      await raw.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (result) => port.postMessage({ kind: 'result', id: request.id, result } as ThreadReply),
    (error: unknown) =>
      port.postMessage({ kind: 'error', id: request.id, error: wireError(error) } as ThreadReply),
  );
});

raw.waitReady.then(
  () => port.postMessage({ kind: 'ready' } as ThreadReply),
  (error: unknown) => port.postMessage({ kind: 'failed', error: wireError(error) } as ThreadReply),
);
