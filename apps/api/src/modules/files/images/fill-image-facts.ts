import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.ts';
import { file } from '../schema.ts';
import type { FileStore } from '../../../plugins/files.ts';
import { readImageFacts } from './image-facts.ts';
import { readAll } from './image-variants.ts';
import { RESIZABLE_TYPES } from './image-work.ts';
const BATCH = 50;

/**
 * Reads the size and placeholder of images uploaded before the server kept them (a migration
 * cannot run sharp), oldest first, each image once per run. An image that cannot be read (or
 * is too large) stays without them and is served as uploaded; the next start tries it again.
 * Stops between images when `shouldStop` says so. Returns how many images it filled.
 */
export async function fillMissingImageFacts(
  db: Executor,
  store: FileStore,
  options: { log?: FastifyBaseLogger; shouldStop?: () => boolean } = {},
): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: file.id, storageKey: file.storageKey, mimeType: file.mimeType })
      .from(file)
      .where(and(isNull(file.width), inArray(file.mimeType, RESIZABLE_TYPES), gt(file.id, after)))
      .orderBy(asc(file.id))
      .limit(BATCH);
    for (const row of rows) {
      if (options.shouldStop?.()) return filled;
      after = row.id;
      const stream = await store.read(row.storageKey);
      const facts = stream ? await readImageFacts(await readAll(stream), row.mimeType) : null;
      if (!facts) {
        options.log?.warn({ fileId: row.id }, 'image left without its size: unreadable or missing');
        continue;
      }
      await db
        .update(file)
        .set(facts)
        .where(and(eq(file.id, row.id), isNull(file.width)));
      filled++;
    }
    if (rows.length < BATCH) return filled;
  }
}

/** Runs fillMissingImageFacts once in the background; `stop` ends it between two images. */
export function startImageFactsFill(db: Executor, store: FileStore, log: FastifyBaseLogger) {
  let stopping = false;
  const run = fillMissingImageFacts(db, store, { log, shouldStop: () => stopping })
    .then((filled) => {
      if (filled > 0) log.info({ filled }, 'read the size of earlier uploaded images');
    })
    .catch((error: unknown) => log.error({ err: error }, 'reading earlier images failed'));
  return {
    done: run,
    stop: async () => {
      stopping = true;
      await run;
    },
  };
}
