import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldLabelsOf, unsafeTextPaths } from '@teklifal/core';

/** A request that failed its route schema; carries zod's issues for the field errors. */
export class ZodRequestError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly labels?: Record<string, string>,
  ) {
    super('Request validation failed');
  }
}

/**
 * Validates requests with the route's zod schemas and keeps zod's issues, so the errors
 * plugin can name every field in the request's language.
 *
 * A request without a body (or a JSON `null`) is read as an empty object: a command whose fields are all
 * optional (confirm an order with no note) is accepted, and one with required fields names
 * them ("Gerekçe zorunludur") rather than an unnamed field. A body that is not an object at
 * all (an array, a number) is the request body's fault, and its error says so.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const labels = {
    ...fieldLabelsOf(schema),
    ...(httpPart === 'body' ? { '': 'fields.requestBody' } : {}),
  };
  return (input) => {
    // Fastify hands a missing body over as null, the same as a JSON `null`.
    const data = httpPart === 'body' && (input === undefined || input === null) ? {} : input;
    // Before any rule of the route: such text would reach the database and fail there.
    const unsafe = unsafeTextPaths(data);
    if (unsafe.length > 0) {
      const issues = unsafe.map((path): z.core.$ZodIssue => ({
        code: 'custom',
        path,
        message: 'validation.unsafeText',
        input: undefined,
      }));
      return { error: new ZodRequestError(issues, labels) };
    }
    // With the input on each issue, a value of the wrong type reads "invalid", not "required".
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new ZodRequestError(result.error.issues, labels) };
  };
};
