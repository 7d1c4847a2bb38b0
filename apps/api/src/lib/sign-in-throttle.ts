import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInAddressFailure, signInThrottle } from '../db/schema/index.ts';

/** Wrong passwords in a row that cost nothing: typos, a forgotten Caps Lock. */
export const FREE_FAILURES = 5;
/** At this many in a row the owner gets a mail (once a day at most). */
export const WARN_AFTER_FAILURES = 10;
/** The wait never grows past this, so the owner is slowed down, never locked out. */
export const MAX_WAIT_SECONDS = 15 * 60;
/**
 * Wrong passwords one network address may send per window, whichever accounts they name; right
 * ones are not counted. An office of a hundred behind one address, each mistyping now and then,
 * stays far below it; a guesser from one address gets 120 tries an hour, spread over accounts
 * that each slow down after five of their own.
 */
export const ADDRESS_FAILURE_LIMIT = 20;
export const ADDRESS_FAILURE_WINDOW_MINUTES = 10;
const ADDRESS_WINDOW_MS = ADDRESS_FAILURE_WINDOW_MINUTES * 60 * 1000;
/** A failure older than this starts the count again. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Seconds to wait after the given number of wrong passwords in a row: none for the first few,
 * then 1, 2, 4, 8... up to a quarter of an hour. An attacker spread over many network addresses
 * (each under the per-address limit) gets a few dozen guesses a day instead of thousands.
 */
export function signInWaitSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
}

/** Whole seconds from now until `endMs` (0 once it has passed). */
const secondsUntil = (endMs: number) => Math.max(0, Math.ceil((endMs - Date.now()) / 1000));

/** How many seconds `email` must still wait before its next sign-in attempt (0: none). */
export async function secondsBeforeSignIn(db: Database, email: string): Promise<number> {
  const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.email, email));
  if (!row) return 0;
  return secondsUntil(row.lastFailureAt.getTime() + signInWaitSeconds(row.failures) * 1000);
}

/**
 * Counts a wrong password for `email` (one statement, so concurrent attempts all count).
 * Answers the count, and whether the owner should now be told by mail (the caller sends it).
 */
export async function recordSignInFailure(
  db: Database,
  email: string,
): Promise<{ failures: number; warnOwner: boolean }> {
  const now = new Date();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await db
    .insert(signInThrottle)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.email,
      set: {
        failures: sql`case when ${signInThrottle.lastFailureAt} < ${forgetBefore} then 1 else ${signInThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning();
  // Addresses nobody tried for a day are forgotten, so the table stays small.
  await db.delete(signInThrottle).where(lt(signInThrottle.lastFailureAt, forgetBefore));
  const failures = row?.failures ?? 1;
  if (failures < WARN_AFTER_FAILURES) return { failures, warnOwner: false };
  const warned = await db
    .update(signInThrottle)
    .set({ warnedAt: now })
    .where(
      sql`${signInThrottle.email} = ${email} and (${signInThrottle.warnedAt} is null or ${signInThrottle.warnedAt} < ${forgetBefore})`,
    )
    .returning({ email: signInThrottle.email });
  return { failures, warnOwner: warned.length > 0 };
}

/** A right password, or a new one set through the reset link, ends the count. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.email, email));
}

/**
 * How many seconds the network address must still wait before a sign-in attempt (0: none):
 * once it has sent ADDRESS_FAILURE_LIMIT wrong passwords, until its window is over.
 */
export async function secondsBeforeSignInFrom(db: Database, address: string): Promise<number> {
  const [row] = await db
    .select()
    .from(signInAddressFailure)
    .where(eq(signInAddressFailure.address, address));
  if (!row || row.failures < ADDRESS_FAILURE_LIMIT) return 0;
  return secondsUntil(row.windowStartedAt.getTime() + ADDRESS_WINDOW_MS);
}

/**
 * Counts a wrong password from `address` in its window (one statement, so concurrent attempts
 * all count); a failure after the window is over starts a new one.
 */
export async function recordAddressFailure(db: Database, address: string): Promise<void> {
  const now = new Date();
  const windowOver = new Date(now.getTime() - ADDRESS_WINDOW_MS);
  const expired = sql`${signInAddressFailure.windowStartedAt} <= ${windowOver}`;
  await db
    .insert(signInAddressFailure)
    .values({ address, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInAddressFailure.address,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInAddressFailure.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${signInAddressFailure.windowStartedAt} end`,
      },
    });
  // Windows that are over are forgotten, so the table stays small.
  await db.delete(signInAddressFailure).where(lt(signInAddressFailure.windowStartedAt, windowOver));
}
