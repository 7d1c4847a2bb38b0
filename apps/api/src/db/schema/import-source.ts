import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * What each document of the old system became (`npm run import`): the old collection and id,
 * and the new row's id (or the settings key). A second run finds its documents here and changes
 * nothing. No foreign key: the targets live in several tables, and a record staff delete after
 * the import stays deleted instead of coming back with the next run.
 */
export const importSourceId = pgTable(
  'import_source_id',
  {
    collection: text().notNull(),
    sourceId: text().notNull(),
    targetId: text().notNull(),
    importedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.sourceId] })],
);
