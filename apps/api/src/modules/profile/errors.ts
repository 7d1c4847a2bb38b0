import { isAPIError } from 'better-auth/api';
import { ProblemError } from '../../lib/problem.ts';

/** better-auth's error code, when it threw one of its API errors. */
export const authErrorCode = (error: unknown): string | undefined =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;

/** better-auth refused because the session is gone: our own problem for it. */
export function rethrowAuthError(error: unknown): never {
  if (isAPIError(error) && error.statusCode === 401) throw new ProblemError('AUTH_REQUIRED');
  throw error;
}
