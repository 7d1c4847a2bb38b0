import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from '../../modules/auth/queries/tables.ts';
import { instant } from './columns.ts';

/**
 * Sessions that staff ended by suspending their user (lib/ended-sessions.ts): the old cookie
 * then reads 'your account is suspended' at GET /api/me instead of 'not signed in'. Never a
 * session itself. The token is kept only as its SHA-256; a row is pruned once its session
 * would have expired anyway, and the user's rows go when the suspension is lifted.
 */
export const endedSession = pgTable(
  'ended_session',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text({ enum: ['suspended'] }).notNull(),
    endedAt: instant().notNull(),
    /** When the ended session would have expired: after it the cookie is worthless anyway. */
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);
