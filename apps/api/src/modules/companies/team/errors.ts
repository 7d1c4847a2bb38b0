import { translate, type Locale } from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';

export const invalidToken = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  new ProblemError('INVALID_TOKEN', { detail: translate(locale, key, params) });
