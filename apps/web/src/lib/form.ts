import { fieldLabelsOf, toFieldErrors } from '@teklifal/core';
import type { z } from 'zod';
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
