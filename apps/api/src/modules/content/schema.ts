import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { desc } from 'drizzle-orm';
import { createdAt, id, instant, updatedAt } from '../../db/schema/columns.ts';
import { user } from '../auth/queries/tables.ts';

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

export const newsletterSubscriber = pgTable('newsletter_subscriber', {
  id: id(),
  email: text().notNull().unique(),
  locale: text().notNull().default('tr'),
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
