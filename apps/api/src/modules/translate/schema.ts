import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

export const translationCache = pgTable('translation_cache', {
  key: text().primaryKey(),
  targetLang: text().notNull(),
  translatedText: text().notNull(),
  createdAt: createdAt(),
});
