/**
 * What a failed database call means for the answer. PostgreSQL (and PGlite) say it by SQLSTATE;
 * the driver says a lost connection by a Node error code or message. Drizzle wraps the driver's
 * error, so the whole `cause` chain is looked at.
 */
export type DatabaseFailure = 'unavailable' | 'badInput';

/** Connection exceptions (class 08), the server shutting down or starting (57P0x), full. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Values the database refuses though every rule before it let them through: a NUL or a
 * character the encoding cannot hold, a number or date out of the column's range, text that
 * is not the type it should be. The request's fault, never a reason for a 500.
 */
const BAD_INPUT_STATES = new Set(['22021', '22P05', '22003', '22008', '22007', '22001', '22P02']);

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  for (const link of causes(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    const message = typeof link.message === 'string' ? link.message : '';
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code)) return 'unavailable';
    if (UNAVAILABLE_NODE_CODES.has(code)) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return 'unavailable';
    if (BAD_INPUT_STATES.has(code)) return 'badInput';
  }
  return null;
}
