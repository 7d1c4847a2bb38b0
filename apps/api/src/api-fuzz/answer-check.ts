import type { LightMyRequestResponse } from 'fastify';

/**
 * What is wrong with an answer to a fuzzed request, or null: never a 5xx; a refusal is a 4xx
 * in problem+json with a stable `code`; anything else must be a success.
 */
export function wrongAnswer(response: LightMyRequestResponse, streamed: boolean): string | null {
  const status = response.statusCode;
  const head = streamed ? '(a stream)' : response.body.slice(0, 500);
  if (status >= 200 && status < 300) return null;
  if (status < 400 || status >= 500) return `answered ${status}: ${head}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) return `answered ${status} as ${type}: ${head}`;
  const code: unknown = streamed ? 'unread' : (response.json() as { code?: unknown }).code;
  return typeof code === 'string' && code !== ''
    ? null
    : `answered ${status} without a code: ${head}`;
}

/**
 * Tables that count refused requests by design: better-auth's rate limiter (every request to
 * /api/auth counts toward its address's limit) and the sign-in throttle's counts of wrong
 * passwords (sign_in_throttle, and sign_in_address_failure per address).
 */
const REFUSALS_COUNTED_IN = new Set(['rate_limit', 'sign_in_throttle', 'sign_in_address_failure']);

/** The tables whose row count a refused request changed (a half-written record). */
export function changedTables(before: Record<string, number>, after: Record<string, number>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...names].filter(
    (name) => before[name] !== after[name] && !REFUSALS_COUNTED_IN.has(name),
  );
  return changed.length === 0
    ? null
    : `a refused request changed ${changed.map((name) => `${name} ${before[name]}→${after[name]}`).join(', ')}`;
}
