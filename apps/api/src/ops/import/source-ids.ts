import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { importSourceId } from '../../db/schema/index.ts';
import type { OldCollection } from './import-report.ts';

/** Old id → new id of every document of a collection imported by an earlier run. */
export async function importedIds(
  db: Executor,
  collection: OldCollection,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ sourceId: importSourceId.sourceId, targetId: importSourceId.targetId })
    .from(importSourceId)
    .where(eq(importSourceId.collection, collection));
  return new Map(rows.map((row) => [row.sourceId, row.targetId]));
}

/**
 * Remembers what a document became, in the transaction that made it: either both are there,
 * or neither is and the next run tries the document again.
 */
export async function rememberImport(
  tx: Executor,
  props: { collection: OldCollection; sourceId: string; targetId: string },
): Promise<void> {
  await tx.insert(importSourceId).values(props);
}
