/**
 * Bids on one auction, one at a time within this instance. The auction's row lock orders them
 * across instances; without this, fifty bids at once would each hold a database connection while
 * waiting for that lock, and the pool would be gone for everyone else's reads (the rooms). Here
 * they wait in memory, and only one per instance waits in the database.
 */
const queues = new Map<string, Promise<unknown>>();

export function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const result = previous.then(run, run);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}
