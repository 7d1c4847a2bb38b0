import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { page } from './schema.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { seedDefaultSettings } from '../../lib/settings.ts';
import { SEED_PAGES } from './seed/pages/index.ts';

/**
 * Base content of a new installation; never overwrites what an admin has edited. A page seeded
 * before it had an English version gets the English text, as long as its Turkish one is still
 * the seeded text and nobody has written an English one.
 */
export async function seedContent(db: Database): Promise<void> {
  for (const [slug, { title, content, en }] of Object.entries(SEED_PAGES)) {
    const turkish = sanitizeRichText(content);
    const english = { titleEn: en.title, contentEn: sanitizeRichText(en.content) };
    await db
      .insert(page)
      .values({ slug, title, content: turkish, ...english })
      .onConflictDoUpdate({
        target: page.slug,
        set: english,
        setWhere: and(isNull(page.contentEn), eq(page.content, turkish)),
      });
  }
  await seedDefaultSettings(db);
}
