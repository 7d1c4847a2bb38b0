import {
  PROBLEM_STATUS,
  translate,
  type FieldError,
  type Locale,
  type Problem,
  type ProblemCode,
} from '@teklifal/core';

/** Thrown anywhere in a request; the errors plugin turns it into problem+json. */
export class ProblemError extends Error {
  constructor(
    readonly code: ProblemCode,
    readonly options: { detail?: string; errors?: FieldError[]; retryAfter?: number } = {},
  ) {
    super(options.detail ?? code);
  }

  get status(): number {
    return PROBLEM_STATUS[this.code];
  }
}

export function toProblem(error: ProblemError, locale: Locale): Problem {
  const title = translate(locale, `errors.${error.code}`);
  return {
    type: `urn:teklifal:problem:${error.code.toLowerCase().replace(/_/g, '-')}`,
    title,
    status: error.status,
    code: error.code,
    ...(error.options.detail ? { detail: error.options.detail } : {}),
    ...(error.options.errors ? { errors: error.options.errors } : {}),
  };
}

/** A single field error, rendered in the request's language. */
export function fieldError(
  locale: Locale,
  field: string,
  messageKey: string,
  params: Record<string, string | number> = {},
): FieldError {
  return { field, messageKey, params, message: translate(locale, messageKey, params) };
}
