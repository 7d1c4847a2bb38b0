import type { FastifyInstance } from 'fastify';
import {
  contentPreview,
  POST_COLLECTIONS,
  POST_DEFAULTS,
  postListRoute,
  postRoute,
  translate,
  type PostKind,
} from '@teklifal/core';
import { findPublishedPost, listPublishedPostDates } from './queries.ts';

/** The words of each kind's public list, in the site's own language. */
export const LIST_WORDS: Record<PostKind, { title: string; lead: string }> = {
  blog: { title: translate('tr', 'posts.blogTitle'), lead: translate('tr', 'posts.blogLead') },
  announcement: {
    title: translate('tr', 'posts.announcementsTitle'),
    lead: translate('tr', 'posts.announcementsLead'),
  },
};
const KINDS = Object.keys(POST_COLLECTIONS) as PostKind[];
const LISTS = new Map(KINDS.map((kind) => [postListRoute(kind), kind]));
const KIND_OF_COLLECTION = new Map(KINDS.map((kind) => [POST_COLLECTIONS[kind], kind]));
const ARTICLE = /^\/([^/]+)\/([^/]+)$/;

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
    const listed = LISTS.get(path);
    if (listed) {
      const words = LIST_WORDS[listed];
      return { title: words.title, description: words.lead, image: null, type: 'website' };
    }
    const match = ARTICLE.exec(path);
    const kind = match?.[1] ? KIND_OF_COLLECTION.get(match[1]) : undefined;
    const id = kind && match?.[2] ? segment(match[2]) : null;
    if (!kind || !id) return null;
    const found = await findPublishedPost(app.db, kind, id);
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
      ...[...LISTS.keys()].map((path) => ({ path, lastModified: null })),
      ...rows.map((row) => ({ path: postRoute(row.kind, row.id), lastModified: row.updatedAt })),
    ];
  });
}
