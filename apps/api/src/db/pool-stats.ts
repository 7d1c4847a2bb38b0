/** How busy the database connections are, for the metrics (plugins/metrics.ts). */
export interface PoolStats {
  /** Connections open now (PostgreSQL's pool; the embedded database is one). */
  size: number;
  /** Of those, lent out to a query or transaction. */
  inUse: number;
  /** Queries and transactions waiting for a connection (the embedded database: its queue). */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/**
 * The embedded database runs one statement or transaction at a time, queueing the others. This
 * counts the calls in flight through `client` (what drizzle calls: query, exec, transaction):
 * one runs, the rest wait. A transaction's own statements go through its own object and are
 * not counted again.
 */
export function countingCalls<T extends object>(client: T): { client: T; stats: () => PoolStats } {
  let inFlight = 0;
  const counted = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  const proxy = new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!counted.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        inFlight++;
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown).apply(target, args);
        } catch (error) {
          inFlight--;
          throw error;
        }
        return Promise.resolve(result).finally(() => inFlight--);
      };
    },
  });
  return {
    client: proxy,
    stats: () => ({
      size: 1,
      inUse: Math.min(inFlight, 1),
      waiting: Math.max(inFlight - 1, 0),
      max: 1,
    }),
  };
}
