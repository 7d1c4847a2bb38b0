import {
  boolean,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { SupportCategory, SupportStatus } from '@teklifal/core';
import { desc } from 'drizzle-orm';
import { createdAt, id, instant } from '../../db/schema/columns.ts';
import { company } from '../companies/queries/tables.ts';
import { user } from '../auth/queries/tables.ts';
import { file } from '../files/queries/tables.ts';

/** Numbers tickets DST-<year>-<6 digits>; a sequence never hands out one number twice. */
export const supportTicketNumberSequence = pgSequence('support_ticket_number_seq', {
  startWith: 1,
});

/**
 * A support request between a user (and their company's team) and platform staff. A ticket
 * opened without a company belongs to its opener alone (companyId null).
 */
export const supportTicket = pgTable(
  'support_ticket',
  {
    id: id(),
    ticketNo: text().notNull().unique(),
    companyId: text().references(() => company.id, { onDelete: 'cascade' }),
    openedBy: text().references(() => user.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    category: text().$type<SupportCategory>().notNull(),
    status: text().$type<SupportStatus>().notNull().default('open'),
    messageCount: smallint().notNull().default(0),
    createdAt: createdAt(),
    lastMessageAt: instant().notNull().defaultNow(),
    closedAt: instant(),
  },
  (t) => [
    index('support_ticket_company_idx').on(t.companyId, desc(t.lastMessageAt)),
    index('support_ticket_opener_idx').on(t.openedBy, desc(t.lastMessageAt)),
    index('support_ticket_status_idx').on(t.status, desc(t.lastMessageAt)),
  ],
);

/** A message of a ticket: the user's side (fromStaff false) or staff's answer. */
export const supportMessage = pgTable(
  'support_message',
  {
    id: id(),
    ticketId: text()
      .notNull()
      .references(() => supportTicket.id, { onDelete: 'cascade' }),
    authorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    fromStaff: boolean().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ticketId, t.createdAt)],
);

export const supportMessageAttachment = pgTable(
  'support_message_attachment',
  {
    messageId: text()
      .notNull()
      .references(() => supportMessage.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .unique()
      .references(() => file.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] })],
);
