import type { FastifyInstance } from 'fastify';
import { contentPreview, postRoute, POST_DEFAULTS, translate, type PostKind } from '@teklifal/core';
import { findPublishedPost, listPublishedPostDates } from './queries.ts';

const LISTS: Record<
  string,
  {
    kind: PostKind;
    titleKey: 'posts.blogTitle' | 'posts.announcementsTitle';
    leadKey: 'posts.blogLead' | 'posts.announcementsLead';
  }
> = {
  '/blogs': { kind: 'blog', titleKey: 'posts.blogTitle', leadKey: 'posts.blogLead' },
  '/duyurular': {
    kind: 'announcement',
    titleKey: 'posts.announcementsTitle',
    leadKey: 'posts.announcementsLead',
  },
};
const ARTICLE = /^\/(blogs|announcements)\/([^/]+)$/;

const segment = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** The blog's and the announcements' titles, previews and covers for link previews and the sitemap. */
export function describePostPages(app: FastifyInstance) {
  app.publicPages.addMeta(async (path) => {
    const list = LISTS[path];
    if (list) {
      return {
        title: translate('tr', list.titleKey),
        description: translate('tr', list.leadKey),
        image: null,
        type: 'website',
      };
    }
    const match = ARTICLE.exec(path);
    const id = match?.[2] ? segment(match[2]) : null;
    if (!match || !id) return null;
    const found = await findPublishedPost(
      app.db,
      match[1] === 'blogs' ? 'blog' : 'announcement',
      id,
    );
    if (!found) return null;
    return {
      title: found.row.title ?? POST_DEFAULTS.title,
      description: contentPreview(found.row.content),
      image: found.row.coverImageUrl,
      type: 'article',
    };
  });

  app.publicPages.addToSitemap(async () => {
    const rows = await listPublishedPostDates(app.db);
    return [
      ...Object.keys(LISTS).map((path) => ({ path, lastModified: null })),
      ...rows.map((row) => ({ path: postRoute(row.kind, row.id), lastModified: row.updatedAt })),
    ];
  });
}
