import { useEffect } from 'react';

/**
 * Specification §8: a failure to load public data is only logged, and the screen shows what
 * it has (an empty list with its empty state), never an error page.
 */
export function logLoadFailure(what: string, error: unknown): void {
  console.error(`[teklifal] could not load ${what}`, error);
}

/** Logs a query's failure once each time it fails (the screen then shows what it has). */
export function useLoggedLoadFailure(what: string, query: { isError: boolean; error: unknown }) {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) logLoadFailure(what, error);
  }, [what, isError, error]);
}
