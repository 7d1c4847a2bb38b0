import type { Database } from '../../db/client.ts';
import { page, setting } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { DEFAULT_SETTINGS } from '../../lib/settings.ts';
import { SEED_PAGES } from './seed/pages/index.ts';

/** Base content of a new installation; never overwrites what an admin has edited. */
export async function seedContent(db: Database): Promise<void> {
  await db
    .insert(page)
    .values(
      Object.entries(SEED_PAGES).map(([slug, { title, content }]) => ({
        slug,
        title,
        content: sanitizeRichText(content),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(setting)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
