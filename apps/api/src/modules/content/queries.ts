import { eq } from 'drizzle-orm';
import { PAGE_SLUGS, type PageSlug } from '@teklifal/core';
import type { Database } from '../../db/client.ts';
import { page } from '../../db/schema/index.ts';

/** A legal or information page by its slug; null before it was ever written. */
export async function findPage(db: Database, slug: PageSlug) {
  const [row] = await db.select().from(page).where(eq(page.slug, slug));
  return row ?? null;
}

/** Every written page's slug and last change, for the sitemap. */
export const listPageDates = (db: Database) =>
  db.select({ slug: page.slug, updatedAt: page.updatedAt }).from(page);

/** Every written page, in the order of PAGE_SLUGS. */
export async function listPages(db: Database) {
  const rows = await db.select().from(page);
  const order = (slug: string) => (PAGE_SLUGS as readonly string[]).indexOf(slug);
  return rows.sort((a, b) => order(a.slug) - order(b.slug));
}
