import type { FastifyInstance } from 'fastify';
import { contentPreview, PAGE_SLUGS, type PageSlug } from '@teklifal/core';
import { findPage, listPageDates } from './queries.ts';

const isPageSlug = (value: string): value is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(value);

/** The legal and information pages' titles and texts for link previews and the sitemap. */
export function describeContentPages(app: FastifyInstance) {
  app.publicPages.addMeta(async (path) => {
    const slug = path.slice(1);
    if (!isPageSlug(slug)) return null;
    const row = await findPage(app.db, slug);
    if (!row) return null;
    return {
      title: row.title,
      description: contentPreview(row.content),
      image: null,
      type: 'website',
    };
  });
  app.publicPages.addToSitemap(async () =>
    (await listPageDates(app.db)).map((row) => ({
      path: `/${row.slug}`,
      lastModified: row.updatedAt,
    })),
  );
}
