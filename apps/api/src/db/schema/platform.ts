import { desc, sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { company } from './companies.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';

/** Settings documents of the specification (`seo`, `contactInfo`), one row per key. */
export const setting = pgTable('setting', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Editable content pages (legal texts, about, contact), written in Turkish and, when staff
 * wrote one, in English too (null: the English reader gets the Turkish text).
 */
export const page = pgTable('page', {
  slug: text().primaryKey(),
  title: text().notNull(),
  content: text().notNull(),
  titleEn: text(),
  contentEn: text(),
  updatedAt: updatedAt(),
});

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

export const newsletterSubscriber = pgTable('newsletter_subscriber', {
  id: id(),
  email: text().notNull().unique(),
  locale: text().notNull().default('tr'),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: text(),
    companyId: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.entityType, t.entityId)],
);

/** Every mail the platform sends; without SMTP it stays here for the admin panel. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text().$type<'stored' | 'sent' | 'failed'>().notNull(),
    error: text(),
    createdAt: createdAt(),
    sentAt: instant(),
  },
  (t) => [index().on(t.to), index().on(t.createdAt)],
);

export const translationCache = pgTable('translation_cache', {
  key: text().primaryKey(),
  targetLang: text().notNull(),
  translatedText: text().notNull(),
  createdAt: createdAt(),
});

/** A message sent with the form on /contactus, kept for staff until someone handles it. */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    locale: text().notNull().default('tr'),
    handledAt: instant(),
    handledBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_message_newest_idx').on(desc(table.createdAt), desc(table.id))],
);
