/**
 * What a failed database call means for the answer. PostgreSQL (and PGlite) say it by SQLSTATE;
 * the driver says a lost connection by a Node error code or message. Drizzle wraps the driver's
 * error, so the whole `cause` chain is looked at.
 */
export type DatabaseFailure = 'unavailable' | 'badInput' | 'conflict';

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
 * Values the database refuses though every rule before it let them through: any data
 * exception (class 22: a NUL or a character the encoding cannot hold, a number or date out of
 * the column's range, a year PostgreSQL cannot read, text that is not the type it should be),
 * a missing required value (23502), a value a check constraint refuses (23514). The
 * request's fault, never a reason for a 500.
 */
const BAD_INPUT_STATES = new Set(['23502', '23514']);
/**
 * A row that another one still refers to, or a reference to a row that is gone (23503), a
 * second row where one is allowed (23505): the state changed under the request, a 409.
 */
const CONFLICT_STATES = new Set(['23503', '23505']);

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
    if (code.startsWith('22') || BAD_INPUT_STATES.has(code)) return 'badInput';
    if (CONFLICT_STATES.has(code)) return 'conflict';
    // A date that is no date (new Date('2024-99-99')) reaching a query: drizzle cannot write it.
    if (link instanceof RangeError && message === 'Invalid time value') return 'badInput';
  }
  return null;
}
