import {
  PROBLEM_STATUS,
  translate,
  type FieldError,
  type Locale,
  type MessageParams,
  type Problem,
  type ProblemCode,
} from '@teklifal/core';

export interface FieldErrorSpec {
  field: string;
  messageKey: string;
  params?: MessageParams;
}

/** Thrown anywhere in a request; the errors plugin turns it into problem+json. */
export class ProblemError extends Error {
  constructor(
    readonly code: ProblemCode,
    readonly options: {
      detail?: string;
      /** A catalogue key for the detail, rendered in the request's language when sent. */
      detailKey?: string;
      /** The detail's `{{params}}`; a value that is a catalogue key is translated too. */
      detailParams?: MessageParams;
      errors?: FieldError[];
      /** Field errors rendered in the request's language when sent (for use in services). */
      fields?: FieldErrorSpec[];
      retryAfter?: number;
    } = {},
  ) {
    super(options.detail ?? options.detailKey ?? code);
  }

  get status(): number {
    return PROBLEM_STATUS[this.code];
  }
}

export function toProblem(error: ProblemError, locale: Locale): Problem {
  const title = translate(locale, `errors.${error.code}`);
  const errors =
    error.options.errors ??
    error.options.fields?.map((spec) =>
      fieldError(locale, spec.field, spec.messageKey, spec.params),
    );
  return {
    type: `urn:teklifal:problem:${error.code.toLowerCase().replace(/_/g, '-')}`,
    title,
    status: error.status,
    code: error.code,
    ...(error.options.detailKey
      ? { detail: translate(locale, error.options.detailKey, error.options.detailParams) }
      : error.options.detail
        ? { detail: error.options.detail }
        : {}),
    ...(errors ? { errors } : {}),
  };
}

/** A single field error, rendered in the request's language. */
export function fieldError(
  locale: Locale,
  field: string,
  messageKey: string,
  params: MessageParams = {},
): FieldError {
  return { field, messageKey, params, message: translate(locale, messageKey, params) };
}
