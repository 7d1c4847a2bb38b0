import { and, eq, ne } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { isLocale, type Locale, type ProfileView } from '@teklifal/core';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { fieldError, ProblemError } from '../../lib/problem.ts';
import type { Auth } from '../../plugins/auth.ts';

type UserRow = typeof user.$inferSelect;

export const presentProfile = (row: UserRow): ProfileView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  emailVerified: row.emailVerified,
  phone: row.phone ?? null,
  locale: isLocale(row.locale) ? row.locale : 'tr',
});

export async function updateProfile(
  db: Database,
  props: { userId: string; name: string; phone: string; locale: Locale; ip: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(user).where(eq(user.id, props.userId)).for('update');
    if (!before) throw new ProblemError('NOT_FOUND');
    const [row] = await tx
      .update(user)
      .set({ name: props.name, phone: props.phone, locale: props.locale })
      .where(eq(user.id, props.userId))
      .returning();
    if (!row) throw new ProblemError('NOT_FOUND');
    await writeAudit(tx, {
      actorUserId: props.userId,
      action: 'profile.updated',
      entityType: 'user',
      entityId: props.userId,
      // Which fields changed, not their values: the log need not copy personal data.
      data: {
        changed: (['name', 'phone', 'locale'] as const).filter((key) => before[key] !== props[key]),
      },
      ip: props.ip,
    });
    return row;
  });
}

/** better-auth's error code, when it threw one of its API errors. */
const authErrorCode = (error: unknown): string | undefined =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;

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
    if (isAPIError(error) && error.statusCode === 401) throw new ProblemError('AUTH_REQUIRED');
    throw error;
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
    if (isAPIError(error) && error.statusCode === 401) throw new ProblemError('AUTH_REQUIRED');
    throw error;
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
