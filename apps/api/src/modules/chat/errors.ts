import { ProblemError } from '../../lib/problem.ts';

/** A field whose value names something that is not the order's (a message, a file). */
export const invalidField = (field: string) =>
  new ProblemError('VALIDATION', {
    fields: [{ field, messageKey: 'validation.invalid', params: { field: `fields.${field}` } }],
  });
