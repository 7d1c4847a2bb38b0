import { eq, isNull, like, max, or } from 'drizzle-orm';
import type { Locale } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { sector } from './schema.ts';
import { fieldError, ProblemError } from '../../lib/problem.ts';
import { slugify, uniqueSlug } from './slug.ts';

type SectorRow = typeof sector.$inferSelect;

/** What a back-office command on a sector is given: by whom, from where, in which language. */
export interface SectorCommand {
  actorUserId: string;
  ip: string;
  locale: Locale;
}

export function parentError(locale: Locale, key: string): ProblemError {
  return new ProblemError('VALIDATION', {
    errors: [fieldError(locale, 'parentId', key)],
  });
}

/** The parent must exist and be top-level: the tree has two levels. */
export async function checkParent(tx: Executor, parentId: string, locale: Locale): Promise<void> {
  const [parent] = await tx.select().from(sector).where(eq(sector.id, parentId));
  if (!parent) throw parentError(locale, 'admin.sectors.parentNotFound');
  if (parent.parentId !== null) throw parentError(locale, 'admin.sectors.parentHasParent');
}

/** After the last sibling. */
export async function nextSortOrder(tx: Executor, parentId: string | null): Promise<number> {
  const [last] = await tx
    .select({ value: max(sector.sortOrder) })
    .from(sector)
    .where(parentId === null ? isNull(sector.parentId) : eq(sector.parentId, parentId));
  return last?.value === null || last?.value === undefined ? 0 : last.value + 1;
}

/** Inserts with the first free slug from nameTr; a slug taken meanwhile moves to the next. */
export async function insertWithUniqueSlug(
  tx: Executor,
  values: Omit<typeof sector.$inferInsert, 'slug'>,
): Promise<SectorRow> {
  const base = slugify(values.nameTr);
  const existing = await tx
    .select({ slug: sector.slug })
    .from(sector)
    .where(or(eq(sector.slug, base), like(sector.slug, `${base}-%`)));
  const taken = new Set(existing.map((row) => row.slug));
  for (;;) {
    const slug = uniqueSlug(base, taken);
    const [row] = await tx
      .insert(sector)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: sector.slug })
      .returning();
    if (row) return row;
    taken.add(slug);
  }
}
