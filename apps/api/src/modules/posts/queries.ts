import { and, asc, count, desc, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  POST_DEFAULTS,
  type AdminPostsQuery,
  type PostKind,
  type PostsQuery,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { post } from './schema.ts';
import { foldedContains } from '../../lib/search.ts';

export type PostRow = typeof post.$inferSelect;
type PublicQuery = z.output<typeof PostsQuery>;
type StaffQuery = z.output<typeof AdminPostsQuery>;

/** A blog category as visitors filter by it: an empty one is the default category. */
const categoryOf = sql<string>`coalesce(${post.category}, ${POST_DEFAULTS.category})`;

/** Published posts whose date has come (a later date schedules a post). */
const published = (now: Date) =>
  and(eq(post.status, 'published'), or(isNull(post.publishedAt), lte(post.publishedAt, now)));

const visible = (kind: PostKind, now: Date) => and(eq(post.kind, kind), published(now));

/** The order of the public lists; an imported post without a date sorts by when it was stored. */
const sortKey = sql<Date>`coalesce(${post.publishedAt}, ${post.createdAt})`;

export async function listPublishedPosts(
  db: Executor,
  kind: PostKind,
  query: PublicQuery,
  now = new Date(),
): Promise<{ rows: PostRow[]; total: number; categories: string[] }> {
  const filters = [visible(kind, now)];
  if (query.category) filters.push(eq(categoryOf, query.category));
  const where = and(...filters);
  const [rows, [total], categories] = await Promise.all([
    db
      .select()
      .from(post)
      .where(where)
      .orderBy(desc(sortKey), desc(post.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(post).where(where),
    kind === 'blog'
      ? db.selectDistinct({ name: categoryOf }).from(post).where(visible(kind, now))
      : Promise.resolve([]),
  ]);
  return {
    rows,
    total: total?.value ?? 0,
    categories: categories.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'tr-TR')),
  };
}

export interface PostNeighbours {
  previous: Pick<PostRow, 'id' | 'title'> | null;
  next: Pick<PostRow, 'id' | 'title'> | null;
}

/** A published post with the ones published just before and after it, or null. */
export async function findPublishedPost(
  db: Executor,
  kind: PostKind,
  id: string,
  now = new Date(),
): Promise<{ row: PostRow; neighbours: PostNeighbours } | null> {
  const [row] = await db
    .select()
    .from(post)
    .where(and(visible(kind, now), eq(post.id, id)));
  if (!row) return null;
  const at = row.publishedAt ?? row.createdAt;
  const link = { id: post.id, title: post.title };
  const before = or(lt(sortKey, at), and(eq(sortKey, at), lt(post.id, row.id)));
  const after = or(gt(sortKey, at), and(eq(sortKey, at), gt(post.id, row.id)));
  const [[previous], [next]] = await Promise.all([
    db
      .select(link)
      .from(post)
      .where(and(visible(kind, now), before))
      .orderBy(desc(sortKey), desc(post.id))
      .limit(1),
    db
      .select(link)
      .from(post)
      .where(and(visible(kind, now), after))
      .orderBy(asc(sortKey), asc(post.id))
      .limit(1),
  ]);
  return { row, neighbours: { previous: previous ?? null, next: next ?? null } };
}

/** Staff's list: every post, drafts and scheduled ones included, last edited first. */
export async function listPostsForStaff(
  db: Executor,
  query: StaffQuery,
): Promise<{ rows: PostRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(post.kind, query.kind));
  if (query.status) filters.push(eq(post.status, query.status));
  if (query.q) {
    filters.push(
      or(
        foldedContains(post.title, query.q),
        foldedContains(post.category, query.q),
        foldedContains(post.author, query.q),
      ) as SQL,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(post)
      .where(where)
      .orderBy(desc(post.updatedAt), desc(post.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(post).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPost(db: Executor, id: string): Promise<PostRow | null> {
  const [row] = await db.select().from(post).where(eq(post.id, id));
  return row ?? null;
}

/** Every published post's address parts and last change, for the sitemap. */
export async function listPublishedPostDates(
  db: Executor,
  now = new Date(),
): Promise<Pick<PostRow, 'id' | 'kind' | 'updatedAt'>[]> {
  return db
    .select({ id: post.id, kind: post.kind, updatedAt: post.updatedAt })
    .from(post)
    .where(published(now));
}
