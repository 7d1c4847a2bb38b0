import { asc, count, eq } from 'drizzle-orm';
import { compareTurkish, type AdminSector, type AdminSectorNode } from '@teklifal/core';
import type { Database, Executor } from '../../db/client.ts';
import { companySector } from '../companies/queries/tables.ts';
import { sector } from './schema.ts';
import { presentAdminSector } from './presenter.ts';

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
  const all = rows.map((row) => presentAdminSector(row, counts.get(row.id) ?? 0));
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
  return presentAdminSector(row, used?.value ?? 0);
}
