import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { PostKind, PostStatus } from '@teklifal/core';
import { desc, sql } from 'drizzle-orm';
import { createdAt, id, instant, updatedAt } from '../../db/schema/columns.ts';
import { user } from '../auth/queries/tables.ts';

/**
 * Blog posts and announcements (specification §3). Empty title, category and author stay
 * null and are shown with the specification's defaults; the content is sanitized HTML.
 */
export const post = pgTable(
  'post',
  {
    id: id(),
    kind: text().$type<PostKind>().notNull(),
    title: text(),
    coverImageUrl: text(),
    content: text().notNull(),
    category: text(),
    author: text(),
    status: text().$type<PostStatus>().notNull().default('draft'),
    /** When it went (or goes) public; a later instant schedules it. */
    publishedAt: instant(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The public lists: one kind's published posts, newest first (an imported post without a
    // date sorts by when it was stored).
    index('post_public_list_idx')
      .on(table.kind, sql`coalesce(${table.publishedAt}, ${table.createdAt}) desc`, desc(table.id))
      .where(sql`${table.status} = 'published'`),
  ],
);
