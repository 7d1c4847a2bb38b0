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
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // Before any rule of the route: such text would reach the database and fail there.
    const unsafe = unsafeTextPaths(data);
    if (unsafe.length > 0) {
      const issues = unsafe.map((path): z.core.$ZodIssue => ({
        code: 'custom',
        path,
        message: 'validation.unsafeText',
        input: undefined,
      }));
      return { error: new ZodRequestError(issues, fieldLabelsOf(schema)) };
    }
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new ZodRequestError(result.error.issues, fieldLabelsOf(schema)) };
  };
