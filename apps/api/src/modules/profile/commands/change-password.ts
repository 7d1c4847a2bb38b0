import type { Locale } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { fieldError, ProblemError } from '../../../lib/problem.ts';
import type { Auth } from '../../../plugins/auth.ts';
import { authErrorCode, rethrowAuthError } from '../errors.ts';

/**
 * Changes the password through better-auth (which checks the current one and ends every
 * session, then opens a new one for this browser). Returns the cookies of that new session.
 */
export async function changePassword(
  auth: Auth,
  db: Database,
  props: {
    headers: Headers;
    userId: string;
    currentPassword: string;
    newPassword: string;
    locale: Locale;
    ip: string;
  },
): Promise<string[]> {
  let headers: Headers;
  try {
    ({ headers } = await auth.api.changePassword({
      body: {
        currentPassword: props.currentPassword,
        newPassword: props.newPassword,
        revokeOtherSessions: true,
      },
      headers: props.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new ProblemError('VALIDATION', {
        errors: [fieldError(props.locale, 'currentPassword', 'profile.password.wrongCurrent')],
      });
    }
    rethrowAuthError(error);
  }
  await writeAudit(db, {
    actorUserId: props.userId,
    action: 'profile.passwordChanged',
    entityType: 'user',
    entityId: props.userId,
    ip: props.ip,
  });
  return headers.getSetCookie();
}
