import { count, desc, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import { PAGE_SLUGS, type PageSlug, type SeoSettingsView } from '@teklifal/core';
import type { Database } from '../../db/client.ts';
import { contactMessage, newsletterSubscriber, page } from './schema.ts';
import { containsPattern } from '../../lib/search.ts';
import { readSetting } from '../../lib/settings.ts';
import { findImagesByUrl } from '../files/queries.ts';
import { presentSeo } from './presenter.ts';

/** A legal or information page by its slug; null before it was ever written. */
export async function findPage(db: Database, slug: PageSlug) {
  const [row] = await db.select().from(page).where(eq(page.slug, slug));
  return row ?? null;
}

/**
 * The `seo` document as the API answers it, its logo with the sizes it is served in when it was
 * uploaded here: read from the `setting` and `file` tables (what a cache of it watches).
 */
export async function loadSeoView(db: Database): Promise<SeoSettingsView> {
  const seo = await readSetting(db, 'seo');
  return presentSeo(seo, await findImagesByUrl(db, [seo.logoUrl ?? null]));
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

/** Staff's list of subscribers, newest first; `q` searches the address. */
export async function listSubscribers(
  db: Database,
  query: { q?: string; page: number; pageSize: number },
) {
  const where = query.q ? ilike(newsletterSubscriber.email, containsPattern(query.q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriber)
      .where(where)
      .orderBy(desc(newsletterSubscriber.createdAt), desc(newsletterSubscriber.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(newsletterSubscriber).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every subscriber matching `q`, newest first, for the CSV. */
export const allSubscribers = (db: Database, q: string | undefined) =>
  db
    .select()
    .from(newsletterSubscriber)
    .where(q ? ilike(newsletterSubscriber.email, containsPattern(q)) : undefined)
    .orderBy(desc(newsletterSubscriber.createdAt), desc(newsletterSubscriber.id));

/** Staff's contact messages, newest first, with how many nobody has handled. */
export async function listContactMessages(
  db: Database,
  query: { status: 'unhandled' | 'handled' | 'all'; page: number; pageSize: number },
) {
  const where =
    query.status === 'all'
      ? undefined
      : query.status === 'handled'
        ? isNotNull(contactMessage.handledAt)
        : isNull(contactMessage.handledAt);
  const [rows, [total], [unhandled]] = await Promise.all([
    db
      .select()
      .from(contactMessage)
      .where(where)
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(contactMessage).where(where),
    db.select({ value: count() }).from(contactMessage).where(isNull(contactMessage.handledAt)),
  ]);
  return { rows, total: total?.value ?? 0, unhandled: unhandled?.value ?? 0 };
}
