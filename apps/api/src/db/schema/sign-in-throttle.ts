import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Wrong passwords in a row per e-mail address, from any network address (lib/sign-in-throttle.ts).
 * Kept for unknown addresses too, so a slowed-down answer never tells which ones have an account.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    email: text().primaryKey(),
    failures: integer().notNull(),
    lastFailureAt: instant().notNull(),
    /** When the owner was last told by mail (at most once a day). */
    warnedAt: instant(),
  },
  (t) => [index().on(t.lastFailureAt)],
);

/**
 * Wrong passwords per network address in a fixed window that starts with the first of them
 * (lib/sign-in-throttle.ts). Right passwords are not counted, so colleagues behind one office
 * address never lock each other out.
 */
export const signInAddressFailure = pgTable(
  'sign_in_address_failure',
  {
    address: text().primaryKey(),
    failures: integer().notNull(),
    windowStartedAt: instant().notNull(),
  },
  (t) => [index().on(t.windowStartedAt)],
);
