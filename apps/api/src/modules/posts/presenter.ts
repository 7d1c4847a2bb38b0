import {
  contentPreview,
  POST_DEFAULTS,
  readingMinutes,
  type AdminPostListItem,
  type AdminPostView,
  type ImageView,
  type PostCard,
  type PostView,
} from '@teklifal/core';
import type { PostNeighbours, PostRow } from './queries.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const titleOf = (title: string | null) => title ?? POST_DEFAULTS.title;

/** Uploaded images by address (findImagesByUrl): a cover found there comes with its size. */
export type ImagesByUrl = ReadonlyMap<string, ImageView>;

/** A card of the public lists, with the specification's defaults for what was left empty. */
export const presentPostCard = (row: PostRow, images: ImagesByUrl): PostCard => ({
  id: row.id,
  kind: row.kind,
  title: titleOf(row.title),
  coverImageUrl: row.coverImageUrl,
  coverImage: (row.coverImageUrl && images.get(row.coverImageUrl)) || null,
  category: row.kind === 'blog' ? (row.category ?? POST_DEFAULTS.category) : null,
  author: row.kind === 'blog' ? (row.author ?? POST_DEFAULTS.author) : null,
  preview: contentPreview(row.content),
  publishedAt: iso(row.publishedAt),
});

export const presentPostView = (
  row: PostRow,
  neighbours: PostNeighbours,
  images: ImagesByUrl,
): PostView => ({
  ...presentPostCard(row, images),
  content: row.content,
  readingMinutes: readingMinutes(row.content),
  previous: neighbours.previous && {
    id: neighbours.previous.id,
    title: titleOf(neighbours.previous.title),
  },
  next: neighbours.next && { id: neighbours.next.id, title: titleOf(neighbours.next.title) },
});

/** A post as staff edit it: the fields as written, empty ones null. */
export const presentAdminPostListItem = (row: PostRow): AdminPostListItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  category: row.category,
  author: row.author,
  coverImageUrl: row.coverImageUrl,
  status: row.status,
  publishedAt: iso(row.publishedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentAdminPost = (row: PostRow): AdminPostView => ({
  ...presentAdminPostListItem(row),
  content: row.content,
});
