import { z } from 'zod';
import { idParam } from '../../../../lib/params.ts';

export const QuestionIdParams = z.object({ adId: idParam, questionId: idParam });

export const tags = ['ads'];

/**
 * `?publish=true` on saving an ad: publish it with these contents, in the same transaction
 * ("Yayınla" on the form); a refused publish stores nothing.
 */
export const SaveAdQuery = z.object({
  publish: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: publish the ad with these contents (the full ad rules apply)'),
});
