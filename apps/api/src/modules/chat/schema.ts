import { index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from '../../db/schema/columns.ts';
import { purchaseOrder } from '../orders/queries/tables.ts';
import { company } from '../companies/queries/tables.ts';
import { user } from '../auth/queries/tables.ts';
import { file } from '../files/queries/tables.ts';

/** A message in an order's chat, written by a member of one of the order's two companies. */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    senderCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    senderUserId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

export const chatMessageAttachment = pgTable(
  'chat_message_attachment',
  {
    messageId: text()
      .notNull()
      .references(() => chatMessage.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .references(() => file.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index().on(t.fileId)],
);

/**
 * How far a company has read an order's chat: the time of the newest message it has seen.
 * Read state belongs to the company (any member reading clears it for the team), as the
 * order does.
 */
export const chatReadState = pgTable(
  'chat_read_state',
  {
    orderId: text()
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    lastReadAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.companyId] })],
);
