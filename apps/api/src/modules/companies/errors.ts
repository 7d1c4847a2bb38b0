import { ProblemError } from '../../lib/problem.ts';

/** The logo named is not an image the company uploaded. */
export const logoRefused = () =>
  new ProblemError('VALIDATION', {
    fields: [{ field: 'logoFileId', messageKey: 'companies.logoInvalid' }],
  });
