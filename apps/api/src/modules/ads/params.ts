import { z } from 'zod';

const idParam = z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength');

export const AdIdParams = z.object({ adId: idParam });
export const QuestionIdParams = z.object({ adId: idParam, questionId: idParam });

export const tags = ['ads'];
