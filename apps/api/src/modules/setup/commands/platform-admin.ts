import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { user } from '../../auth/queries/tables.ts';
import { removeSetting, storeSettingOnce } from '../../../lib/settings.ts';
import type { Auth } from '../../../plugins/auth.ts';
import { setUserRole } from '../../auth/commands/user-account.ts';
import { hasPlatformAdmin, SETUP_MARK } from '../queries.ts';

/**
 * Claims the one-time setup. Only one caller ever gets true, even when several requests or
 * instances race, because the mark's primary key decides.
 */
export async function claimSetup(db: Database): Promise<boolean> {
  if (await hasPlatformAdmin(db)) return false;
  return storeSettingOnce(db, SETUP_MARK, new Date().toISOString());
}

export async function releaseSetup(db: Database): Promise<void> {
  await removeSetting(db, SETUP_MARK);
}

/**
 * Creates a verified platform admin with a password, or promotes the user with that e-mail.
 * Returns false when the e-mail already belongs to a user (then it is only promoted).
 */
export async function ensurePlatformAdmin(
  db: Database,
  auth: Auth,
  input: { name: string; email: string; password: string },
): Promise<'created' | 'promoted'> {
  const email = input.email.toLowerCase();
  const [existing] = await db.select().from(user).where(eq(user.email, email));
  if (existing) {
    await setUserRole(db, existing.id, 'admin', { verifyEmail: true });
    return 'promoted';
  }
  await createVerifiedUser(auth, { ...input, email, role: 'admin' });
  return 'created';
}

/** A user with a verified e-mail and a password, made without the sign-up mail (admin, demo). */
export async function createVerifiedUser(
  auth: Auth,
  input: { name: string; email: string; password: string; role: 'user' | 'admin'; phone?: string },
): Promise<string> {
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: true,
      role: input.role,
      locale: 'tr',
      ...(input.phone ? { phone: input.phone } : {}),
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await context.password.hash(input.password),
  });
  return created.id;
}
