import { fieldLabelsOf, toFieldErrors } from '@teklifal/core';
import type { z } from 'zod';
import { ApiError, problemMessage } from './api-client.ts';
import { currentLocale } from './i18n.ts';

/**
 * A Mantine form validator from a core schema: the same rules and messages the server uses.
 * Messages follow the language chosen at the moment of validation.
 */
export function zodValidator<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(
      toFieldErrors(result.error.issues, currentLocale(), fieldLabelsOf(schema)).map((e) => [
        e.field,
        e.message,
      ]),
    );
  };
}

/**
 * A refused submit: the server's field errors go under their inputs (and null comes back);
 * otherwise the message to show above the form comes back.
 */
export function applyFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): string | null {
  if (error instanceof ApiError && error.problem.errors?.length) {
    form.setErrors(error.fieldErrors());
    return null;
  }
  return problemMessage(error);
}
