import { asc, count, eq, isNull, like, max, or } from 'drizzle-orm';
import {
  compareTurkish,
  translate,
  type AdminSector,
  type AdminSectorNode,
  type Locale,
  type SectorInput,
  type SectorUpdateInput,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { companySector, sector } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { fieldError, ProblemError } from '../../lib/problem.ts';
import { presentSector } from './presenter.ts';
import { slugify, uniqueSlug } from './slug.ts';

type SectorRow = typeof sector.$inferSelect;
type CreateInput = z.output<typeof SectorInput>;
type UpdateInput = z.output<typeof SectorUpdateInput>;

interface Command {
  actorUserId: string;
  ip: string;
  locale: Locale;
}

const byDisplayOrder = (a: AdminSector, b: AdminSector) =>
  a.sortOrder - b.sortOrder || compareTurkish(a.nameTr, b.nameTr);

async function companyCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ sectorId: companySector.sectorId, value: count() })
    .from(companySector)
    .groupBy(companySector.sectorId);
  return new Map(rows.map((row) => [row.sectorId, row.value]));
}

/** The whole tree, inactive sectors included: top-level sectors with their children. */
export async function sectorTree(db: Database): Promise<AdminSectorNode[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(sector).orderBy(asc(sector.sortOrder)),
    companyCounts(db),
  ]);
  const all = rows.map((row) => presentSector(row, counts.get(row.id) ?? 0));
  const parents = all.filter((s) => s.parentId === null).sort(byDisplayOrder);
  return parents.map((parent) => ({
    ...parent,
    children: all.filter((s) => s.parentId === parent.id).sort(byDisplayOrder),
  }));
}

export async function findSector(db: Executor, id: string): Promise<AdminSector | null> {
  const [row] = await db.select().from(sector).where(eq(sector.id, id));
  if (!row) return null;
  const [used] = await db
    .select({ value: count() })
    .from(companySector)
    .where(eq(companySector.sectorId, id));
  return presentSector(row, used?.value ?? 0);
}

function parentError(locale: Locale, key: string): ProblemError {
  return new ProblemError('VALIDATION', {
    errors: [fieldError(locale, 'parentId', key)],
  });
}

/** The parent must exist and be top-level: the tree has two levels. */
async function checkParent(tx: Executor, parentId: string, locale: Locale): Promise<void> {
  const [parent] = await tx.select().from(sector).where(eq(sector.id, parentId));
  if (!parent) throw parentError(locale, 'admin.sectors.parentNotFound');
  if (parent.parentId !== null) throw parentError(locale, 'admin.sectors.parentHasParent');
}

/** After the last sibling. */
async function nextSortOrder(tx: Executor, parentId: string | null): Promise<number> {
  const [last] = await tx
    .select({ value: max(sector.sortOrder) })
    .from(sector)
    .where(parentId === null ? isNull(sector.parentId) : eq(sector.parentId, parentId));
  return last?.value === null || last?.value === undefined ? 0 : last.value + 1;
}

/** Inserts with the first free slug from nameTr; a slug taken meanwhile moves to the next. */
async function insertWithUniqueSlug(
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

export async function createSector(
  db: Database,
  props: Command & { input: CreateInput },
): Promise<AdminSector> {
  const { input } = props;
  return db.transaction(async (tx) => {
    const parentId = input.parentId ?? null;
    if (parentId) await checkParent(tx, parentId, props.locale);
    const row = await insertWithUniqueSlug(tx, {
      nameTr: input.nameTr,
      nameEn: input.nameEn,
      parentId,
      sortOrder: input.sortOrder ?? (await nextSortOrder(tx, parentId)),
      isActive: input.isActive ?? true,
    });
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'sector.created',
      entityType: 'sector',
      entityId: row.id,
      data: {
        slug: row.slug,
        nameTr: row.nameTr,
        nameEn: row.nameEn,
        parentId: row.parentId,
        sortOrder: row.sortOrder,
        isActive: row.isActive,
      },
      ip: props.ip,
    });
    return presentSector(row, 0);
  });
}

export async function updateSector(
  db: Database,
  props: Command & { id: string; input: UpdateInput },
): Promise<AdminSector> {
  const { input } = props;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sector).where(eq(sector.id, props.id)).for('update');
    if (!row) throw new ProblemError('NOT_FOUND');
    const changes: Partial<typeof sector.$inferInsert> = {};
    if (input.nameTr !== undefined) changes.nameTr = input.nameTr;
    if (input.nameEn !== undefined) changes.nameEn = input.nameEn;
    if (input.sortOrder !== undefined) changes.sortOrder = input.sortOrder;
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    if (input.parentId !== undefined && input.parentId !== row.parentId) {
      const parentId = input.parentId;
      if (parentId !== null) {
        if (parentId === row.id) throw parentError(props.locale, 'admin.sectors.parentIsSelf');
        await checkParent(tx, parentId, props.locale);
        const [children] = await tx
          .select({ value: count() })
          .from(sector)
          .where(eq(sector.parentId, row.id));
        if ((children?.value ?? 0) > 0) {
          throw parentError(props.locale, 'admin.sectors.hasChildrenCannotMove');
        }
      }
      changes.parentId = parentId;
    }
    const before: Record<string, unknown> = {};
    for (const key of Object.keys(changes) as (keyof typeof changes)[]) before[key] = row[key];
    const [updated] = Object.keys(changes).length
      ? await tx.update(sector).set(changes).where(eq(sector.id, row.id)).returning()
      : [row];
    if (!updated) throw new ProblemError('NOT_FOUND');
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'sector.updated',
      entityType: 'sector',
      entityId: row.id,
      data: { slug: row.slug, before, after: changes },
      ip: props.ip,
    });
    const found = await findSector(tx, updated.id);
    if (!found) throw new ProblemError('NOT_FOUND');
    return found;
  });
}

/**
 * Deletes an unused leaf. A sector that companies use or that has children is refused (409):
 * deactivating it keeps the history intact.
 */
export async function deleteSector(db: Database, props: Command & { id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sector).where(eq(sector.id, props.id)).for('update');
    if (!row) throw new ProblemError('NOT_FOUND');
    const [used] = await tx
      .select({ value: count() })
      .from(companySector)
      .where(eq(companySector.sectorId, row.id));
    const [children] = await tx
      .select({ value: count() })
      .from(sector)
      .where(eq(sector.parentId, row.id));
    if ((used?.value ?? 0) > 0) {
      throw new ProblemError('CONFLICT', {
        detail: translate(props.locale, 'admin.sectors.inUse', { count: used?.value ?? 0 }),
      });
    }
    if ((children?.value ?? 0) > 0) {
      throw new ProblemError('CONFLICT', {
        detail: translate(props.locale, 'admin.sectors.hasChildren', {
          count: children?.value ?? 0,
        }),
      });
    }
    await tx.delete(sector).where(eq(sector.id, row.id));
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'sector.deleted',
      entityType: 'sector',
      entityId: row.id,
      data: { slug: row.slug, nameTr: row.nameTr, nameEn: row.nameEn, parentId: row.parentId },
      ip: props.ip,
    });
  });
}
