import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PushKind } from '@teklifal/core';
import { sql } from 'drizzle-orm';
import { createdAt, id, instant } from '../../db/schema/columns.ts';
import { user } from '../auth/queries/tables.ts';

/**
 * A browser's push subscription (#28): where its push service takes notifications for it and
 * the keys they are encrypted with. A device has one user at a time: the endpoint is unique, and
 * registering it again while signed in as someone else moves it.
 */
export const pushDevice = pgTable(
  'push_device',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and the subscription's auth secret (base64url). */
    p256dh: text().notNull(),
    auth: text().notNull(),
    label: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant(),
    /** Failed sends in a row (not 404/410, which remove the device at once); a success resets it. */
    failureCount: integer().notNull().default(0),
  },
  (t) => [index().on(t.userId)],
);

/** The kinds a user does not want pushed; no row: every kind is pushed (as email_preference). */
export const pushPreference = pgTable('push_preference', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  muted: text()
    .array()
    .$type<PushKind[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * A notification waiting to be pushed to one user's devices, written with the notification in
 * its transaction (a rolled-back change never pushes) and taken by the sender right after the
 * commit: each instance claims rows by deleting them (DELETE … RETURNING, skipping locked rows),
 * so several instances never push one twice.
 */
export const pushMessage = pgTable(
  'push_message',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    notificationId: text().notNull(),
    type: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    route: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
