import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { user } from '../../auth/queries/tables.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { fieldError, ProblemError } from '../../../lib/problem.ts';
import type { Auth } from '../../../plugins/auth.ts';
import { rethrowAuthError } from '../errors.ts';

/**
 * Asks better-auth to mail a verification link to the new address; the address changes when
 * that link is opened. An address in use by anyone else is refused here, plainly (better-auth
 * itself answers as if it had sent a mail, not to reveal accounts to strangers).
 */
export async function requestEmailChange(
  auth: Auth,
  db: Database,
  props: {
    headers: Headers;
    userId: string;
    currentEmail: string;
    newEmail: string;
    locale: Locale;
    ip: string;
  },
): Promise<void> {
  if (props.newEmail === props.currentEmail.toLowerCase()) {
    throw new ProblemError('VALIDATION', {
      errors: [fieldError(props.locale, 'newEmail', 'profile.email.same')],
    });
  }
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, props.newEmail), ne(user.id, props.userId)));
  if (taken) {
    throw new ProblemError('CONFLICT', {
      errors: [fieldError(props.locale, 'newEmail', 'profile.email.taken')],
    });
  }
  try {
    await auth.api.changeEmail({ body: { newEmail: props.newEmail }, headers: props.headers });
  } catch (error) {
    rethrowAuthError(error);
  }
  await writeAudit(db, {
    actorUserId: props.userId,
    action: 'profile.emailChangeRequested',
    entityType: 'user',
    entityId: props.userId,
    data: { from: props.currentEmail, to: props.newEmail },
    ip: props.ip,
  });
}
