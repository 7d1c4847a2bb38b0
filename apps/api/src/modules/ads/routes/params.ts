import { z } from 'zod';
import { idParam } from '../../../lib/params.ts';

export const QuestionIdParams = z.object({ adId: idParam, questionId: idParam });

export const tags = ['ads'];
