/** One field's error in a problem (a form's field, e.g. `items.0.quantity`). */
export interface ProblemFieldError {
  field: string;
  messageKey: string;
  message: string;
  params?: Record<string, unknown>;
}

/**
 * RFC 9457 problem+json, as every TeklifAl error is sent: `code` is stable (API_KEY_INVALID,
 * VALIDATION, RATE_LIMITED…), `title` and `detail` are in the request's language.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  errors?: ProblemFieldError[];
  /** The request's id in the server's log: quote it when you write to support. */
  requestId?: string;
}

/** An answer other than 2xx, thrown by the client with the problem the API sent. */
export class TeklifAlProblemError extends Error {
  override readonly name = 'TeklifAlProblemError';
  readonly status: number;
  readonly code: string;
  readonly problem: Problem;
  /** Seconds to wait before trying again, from Retry-After (429 and 503), else undefined. */
  readonly retryAfter: number | undefined;

  constructor(problem: Problem, response: Pick<Response, 'status' | 'headers'>) {
    super(`${problem.status} ${problem.code}: ${problem.detail ?? problem.title}`);
    this.problem = problem;
    this.status = problem.status;
    this.code = problem.code;
    this.retryAfter = secondsOf(response.headers.get('retry-after'));
  }

  /** The error of one field, e.g. `title` or `items.0.quantity`, when the request named it. */
  fieldError(field: string): ProblemFieldError | undefined {
    return this.problem.errors?.find((error) => error.field === field);
  }
}

function secondsOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The problem in a body, or one made from the status when a proxy in between answered with
 * something else (an HTML 502 page), so a caller always gets the same error type.
 */
export function problemOf(status: number, body: unknown): Problem {
  if (
    isRecord(body) &&
    typeof body.code === 'string' &&
    typeof body.title === 'string' &&
    typeof body.status === 'number'
  ) {
    return body as unknown as Problem;
  }
  return {
    type: 'about:blank',
    title: `HTTP ${status}`,
    status,
    code: `HTTP_${status}`,
    ...(typeof body === 'string' && body ? { detail: body.slice(0, 200) } : {}),
  };
}
