/**
 * Calls `run` once for all callers that ask while a call is under way; a caller that asks after
 * it settled starts a new one. Every caller thus gets an answer that arrived after it asked.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };
}
