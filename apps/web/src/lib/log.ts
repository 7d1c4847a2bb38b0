/**
 * Specification §8: a failure to load public data is only logged, and the screen shows what
 * it has (an empty list with its empty state), never an error page.
 */
export function logLoadFailure(what: string, error: unknown): void {
  console.error(`[teklifal] could not load ${what}`, error);
}
