import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  contentPreview,
  POST_COLLECTIONS,
  postListRoute,
  postRoute,
  POST_DEFAULTS,
  PostsQuery,
  type PostKind,
} from '@teklifal/core';
import { readSetting } from '../../../lib/settings.ts';
import { LIST_WORDS } from '../public-pages.ts';
import { listPublishedPosts } from '../queries.ts';
import { escapeMarkup } from '../../../lib/markup.ts';

const FEED_SIZE = 20;

/** Atom feeds of the newest blog posts and announcements, for feed readers. */
export default async function postFeedRoutes(app: FastifyInstance) {
  for (const [kind, collection] of Object.entries(POST_COLLECTIONS) as [PostKind, string][]) {
    app.get(
      `/${collection}/feed.xml`,
      {
        schema: {
          tags: ['content'],
          summary: `Atom feed of the newest ${kind === 'blog' ? 'blog posts' : 'announcements'}`,
          response: {
            200: {
              description: 'An Atom 1.0 feed',
              content: { 'application/atom+xml': { schema: z.string().describe('Atom 1.0 XML') } },
            },
          },
        },
      },
      async (_request, reply) => {
        const base = app.config.publicUrl.replace(/\/$/, '');
        const [seo, { rows }] = await Promise.all([
          readSetting(app.db, 'seo'),
          listPublishedPosts(app.db, kind, PostsQuery.parse({ pageSize: FEED_SIZE })),
        ]);
        const updated = rows[0]?.updatedAt ?? new Date(0);
        const entries = rows.map((row) => {
          const link = base + postRoute(kind, row.id);
          const author = row.author ?? (kind === 'blog' ? POST_DEFAULTS.author : seo.siteTitle);
          return [
            '  <entry>',
            `    <id>${escapeMarkup(link)}</id>`,
            `    <title>${escapeMarkup(row.title ?? POST_DEFAULTS.title)}</title>`,
            `    <link href="${escapeMarkup(link)}" />`,
            `    <published>${(row.publishedAt ?? row.createdAt).toISOString()}</published>`,
            `    <updated>${row.updatedAt.toISOString()}</updated>`,
            `    <author><name>${escapeMarkup(author)}</name></author>`,
            `    <summary>${escapeMarkup(contentPreview(row.content))}</summary>`,
            `    <content type="html">${escapeMarkup(row.content)}</content>`,
            '  </entry>',
          ].join('\n');
        });
        const feed = [
          '<?xml version="1.0" encoding="utf-8"?>',
          '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="tr">',
          `  <id>${escapeMarkup(`${base}/${collection}`)}</id>`,
          `  <title>${escapeMarkup(`${seo.siteTitle} · ${LIST_WORDS[kind].title}`)}</title>`,
          `  <link href="${escapeMarkup(`${base}${postListRoute(kind)}`)}" />`,
          `  <link rel="self" href="${escapeMarkup(`${base}/api/${collection}/feed.xml`)}" />`,
          `  <updated>${updated.toISOString()}</updated>`,
          ...entries,
          '</feed>',
          '',
        ].join('\n');
        return reply
          .type('application/atom+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=600')
          .send(feed);
      },
    );
  }
}
