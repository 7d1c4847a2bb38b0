import { translate, type Actor, type CompanyRole, type Locale } from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';

export const forbidden = (locale: Locale, key: string) =>
  new ProblemError('FORBIDDEN', { detail: translate(locale, key) });

/** Why the actor may not touch a member of this role. */
export function refusalFor(locale: Locale, actor: Actor, targetRole: CompanyRole) {
  if (targetRole === 'owner') return forbidden(locale, 'team.errors.ownerProtected');
  if (targetRole === 'admin' && actor.companyRole !== 'owner') {
    return forbidden(locale, 'team.errors.ownerOnly');
  }
  return forbidden(locale, 'team.errors.roleNotAllowed');
}

export const invalidToken = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  new ProblemError('INVALID_TOKEN', { detail: translate(locale, key, params) });
