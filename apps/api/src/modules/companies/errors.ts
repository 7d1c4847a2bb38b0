import { ProblemError } from '../../lib/problem.ts';

/** The logo named is not an image the company uploaded. */
export const logoRefused = () =>
  new ProblemError('VALIDATION', {
    fields: [{ field: 'logoFileId', messageKey: 'companies.logoInvalid' }],
  });

/** The MERSİS number does not carry the company's VKN (digits 2–11). */
export const mersisRefused = () =>
  new ProblemError('VALIDATION', {
    fields: [{ field: 'mersisNo', messageKey: 'validation.mersisTaxNumber' }],
  });
