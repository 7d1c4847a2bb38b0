/** The header that makes a create safe to retry (ads, bids, messages, awards). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Headers for a create call that may be retried: the same key gives the same answer and creates
 * nothing twice. Pass a key of your own record (e.g. `erp-req-4711`) so a retry after a crash
 * reuses it; without one, a random UUID that covers the retries of this one call only.
 */
export function idempotencyKey(key: string = crypto.randomUUID()): Record<string, string> {
  if (key.trim() === '') throw new TypeError('idempotencyKey: the key is empty');
  return { [IDEMPOTENCY_HEADER]: key };
}
