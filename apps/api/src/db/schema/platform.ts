import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns.ts';

/** Settings documents of the specification (`seo`, `contactInfo`), one row per key. */
export const setting = pgTable('setting', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
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
