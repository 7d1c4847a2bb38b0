/**
 * When a failed delivery is tried again: 1 minute after the first failure, then twice as long
 * after each next one (2, 4, 8 … minutes), at most 2 hours apart, for 24 hours after it was
 * queued. An endpoint whose deliveries have failed for 24 hours in a row is switched off.
 */
export const FIRST_RETRY_MS = 60_000;
export const LONGEST_RETRY_MS = 2 * 60 * 60_000;
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** The pause after the `attempt`-th attempt (1-based) failed. */
export const retryDelayMs = (attempt: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
