/**
 * Stable problem codes of the API (docs/architecture.md, “Errors”). The web maps each to the texts
 * of the specification's error catalogue, so a code never changes meaning once shipped.
 */
export const PROBLEM_STATUS = {
  AUTH_REQUIRED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  USER_BANNED: 403,
  COMPANY_REQUIRED: 403,
  BUYER_NOT_CONFIRMED: 403,
  SELLER_NOT_CONFIRMED: 403,
  NOT_OWNER_OR_SELLER: 403,
  OWN_AD_BID: 403,
  FORBIDDEN: 403,
  CROSS_ORIGIN: 403,
  /** API keys (#31): unknown, revoked or expired; the scope the route needs; a cookie-only route. */
  API_KEY_INVALID: 401,
  API_KEY_SCOPE: 403,
  API_KEY_NOT_ALLOWED: 403,
  /** Idempotency-Key (#31): reused with another body; its first request still running. */
  IDEMPOTENCY_MISMATCH: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  NOT_FOUND: 404,
  VALIDATION: 400,
  INVALID_TOKEN: 400,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A path segment longer than any id or slug (the router's limit). */
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database cannot be reached right now (a restart, an outage): try again shortly. */
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ProblemCode = keyof typeof PROBLEM_STATUS;

export interface FieldError {
  /** Dotted path of the field in the request body, e.g. `email` or `items.0.quantity`. */
  field: string;
  /** Message key in the i18n catalogues, e.g. `validation.email`. */
  messageKey: string;
  /** Parameters for the message, e.g. `{ min: 8 }`. */
  params?: Record<string, string | number>;
  /** The message rendered in the request's language. */
  message: string;
}

/** RFC 9457 problem details, with our stable `code` and per-field errors. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: ProblemCode;
  detail?: string;
  errors?: FieldError[];
  /** The request's id, as its log lines name it: quoted by a user, it finds them. */
  requestId?: string;
}

export function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'status' in value &&
    typeof (value as { code: unknown }).code === 'string'
  );
}
