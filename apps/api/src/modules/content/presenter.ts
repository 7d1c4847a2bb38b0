import type { PageSlug, PageView } from '@teklifal/core';
import type { page } from '../../db/schema/index.ts';

export const presentPage = (row: typeof page.$inferSelect): PageView => ({
  slug: row.slug as PageSlug,
  title: row.title,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});
