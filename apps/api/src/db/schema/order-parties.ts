import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OrderSide } from '@teklifal/core';
import { createdAt } from './columns.ts';
import { company } from './companies.ts';
import { purchaseOrder } from './procurement.ts';

/**
 * The tax identity and address of each company of an order as they were when the order was
 * made (the award): the purchase order and the e-Fatura / e-İrsaliye built from it show these,
 * so a company editing its profile later never changes a document already agreed. A trigger
 * on purchase_order writes both rows in the inserting transaction, whatever path made the order
 * (migration 0027); orders older than the table were filled from the profiles of the day.
 */
export const orderParty = pgTable(
  'order_party',
  {
    orderId: text()
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    side: text().$type<OrderSide>().notNull(),
    companyId: text()
      .notNull()
      .references(() => company.id),
    /** Ticari unvan. */
    name: text().notNull(),
    /** VKN (10 digits) or, for a sole proprietor, TCKN (11 digits). */
    taxNumber: text().notNull(),
    /** Vergi dairesi. */
    taxOffice: text().notNull(),
    mersisNo: text(),
    city: text().notNull(),
    district: text().notNull(),
    address: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.side] })],
);
