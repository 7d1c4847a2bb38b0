import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/schema/columns.ts';

export const sector = pgTable('sector', {
  id: id(),
  parentId: text().references((): AnyPgColumn => sector.id, { onDelete: 'cascade' }),
  slug: text().notNull().unique(),
  nameTr: text().notNull(),
  nameEn: text().notNull(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
