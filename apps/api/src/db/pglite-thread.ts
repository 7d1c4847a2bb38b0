import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database of a running server, on a worker thread (pglite-worker.ts): PGlite's
 * WebAssembly and its parsing of results take the second core instead of sharing the event loop
 * with the HTTP server. This object stands in for PGlite where drizzle and the server use it
 * (query, exec, transaction, listen, close); statements and rows cross as messages.
 */
export interface PgliteThread {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  blob?: Blob | File;
  /** Type ids whose values stay text (drizzle's parsers); the only parsers that can cross. */
  textTypes: number[];
}

export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

type Request =
  | {
      kind: 'query';
      transaction?: number;
      text: string;
      params: unknown[];
      options?: WireQueryOptions;
    }
  | { kind: 'exec'; transaction?: number; text: string }
  | { kind: 'begin' }
  | { kind: 'end'; transaction: number; commit: boolean }
  | { kind: 'listen'; channel: string }
  | { kind: 'close' };
export type ThreadRequest = Request & { id: number };

export type ThreadReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WireError }
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: WireError }
  | { kind: 'notify'; channel: string; payload: string };

const PROBE = '2026-01-02 03:04:05+00';

function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers) throw new Error('pglite-thread: custom serializers cannot cross');
  const textTypes = Object.entries(options.parsers ?? {}).map(([type, parser]) => {
    if (parser(PROBE, Number(type)) !== PROBE) {
      throw new Error(`pglite-thread: the parser of type ${type} must keep the text`);
    }
    return Number(type);
  });
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(options.blob ? { blob: options.blob } : {}),
    textTypes,
  };
}

const errorOf = (wire: WireError) =>
  Object.assign(new Error(wire.message), wire.fields, { name: wire.name });

/**
 * The worker's code beside this file. The build (scripts/build-server.mjs) has it as
 * JavaScript, which the thread imports as it is. From the sources (tests, npm run dev) it is
 * TypeScript, run through tsx, whose loader a worker thread does not inherit: the thread
 * registers it first. tsx is a development tool, so only that case resolves it.
 */
function startWorker(dataDir: string): Worker {
  const options = { workerData: { dataDir } };
  if (import.meta.url.endsWith('.js')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), options);
  }
  const source = `
    import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then(({ register }) => register())
      .then(() => import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}));
  `;
  return new Worker(source, { ...options, eval: true });
}

export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = startWorker(dataDir);
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 0;
  let closed = false;
  let exitError: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: ThreadReply) => {
      switch (reply.kind) {
        case 'ready':
          return resolve();
        case 'failed':
          return reject(errorOf(reply.error));
        case 'notify':
          for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
          return;
        case 'result':
        case 'error': {
          const waiting = pending.get(reply.id);
          pending.delete(reply.id);
          if (reply.kind === 'result') waiting?.resolve(reply.result);
          else waiting?.reject(errorOf(reply.error));
        }
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      closed = true;
      exitError = new Error(`pglite-thread: the database thread stopped (exit code ${code})`);
      for (const waiting of pending.values()) waiting.reject(exitError);
      pending.clear();
      reject(exitError);
    });
  });

  function send<T>(request: Request): Promise<T> {
    if (exitError) return Promise.reject(exitError);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  const statements = (transaction?: number): PgliteThreadTransaction => ({
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      send<Results<T>>({
        kind: 'query',
        text,
        params,
        ...(transaction ? { transaction } : {}),
        ...(options ? { options: wireOptions(options) } : {}),
      }),
    exec: (text: string) =>
      send<Results[]>({ kind: 'exec', text, ...(transaction ? { transaction } : {}) }),
  });

  await ready;
  return {
    ...statements(),
    async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>) {
      const transaction = await send<number>({ kind: 'begin' });
      let result: T;
      try {
        result = await callback(statements(transaction));
      } catch (error) {
        await send({ kind: 'end', transaction, commit: false }).catch(() => {});
        throw error;
      }
      await send({ kind: 'end', transaction, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await send({ kind: 'listen', channel });
      }
      channelListeners.add(onPayload);
      return async () => {
        listeners.get(channel)?.delete(onPayload);
      };
    },
    async close() {
      if (closed) return;
      await send({ kind: 'close' }).catch(() => {});
      closed = true;
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}

/** drizzle's PGlite driver uses only what PgliteThread has; its type asks for a whole PGlite. */
export const asPglite = (thread: PgliteThread) => thread as unknown as PGlite;
