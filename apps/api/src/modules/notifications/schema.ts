import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { EmailKind } from '@teklifal/core';
import { createdAt, id, instant, updatedAt } from '../../db/schema/columns.ts';
import { company } from '../companies/queries/tables.ts';
import { user } from '../auth/queries/tables.ts';

export const notification = pgTable(
  'notification',
  {
    id: id(),
    /** A company's notification, seen by its people; or, for platform staff, `userId`'s own. */
    companyId: text().references(() => company.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    message: text().notNull(),
    route: text(),
    read: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.read, t.createdAt),
    index().on(t.userId, t.read, t.createdAt),
    check('notification_one_audience', sql`num_nonnulls(${t.companyId}, ${t.userId}) = 1`),
  ],
);

/**
 * The kinds of notification mail a user turned off (#13). No row: every kind is on. Written by
 * /profile and by a mail's unsubscribe link.
 */
export const emailPreference = pgTable('email_preference', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  muted: text()
    .array()
    .$type<EmailKind[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});

/**
 * A notification that is also to be mailed to one person, written with the notification in its
 * transaction (so a rolled-back change never mails) and sent by the mail job, which claims rows
 * by setting `sentAt` (UPDATE ... RETURNING: several instances never send one twice). Chat
 * messages wait for the digest; the other kinds leave on the job's next run.
 */
export const notificationMail = pgTable(
  'notification_mail',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().$type<EmailKind>().notNull(),
    type: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    route: text(),
    createdAt: createdAt(),
    sentAt: instant(),
  },
  (t) => [
    index('notification_mail_pending_idx')
      .on(t.kind, t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index().on(t.userId),
  ],
);
