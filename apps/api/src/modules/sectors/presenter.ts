import type { AdminSector, SectorView } from '@teklifal/core';
import type { sector } from './schema.ts';

/** A sector as everyone sees it (the public list, the company's and the ad's sector pickers). */
export const presentSector = (row: typeof sector.$inferSelect): SectorView => ({
  id: row.id,
  parentId: row.parentId,
  slug: row.slug,
  nameTr: row.nameTr,
  nameEn: row.nameEn,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
});

/** A sector as the back office lists it: with how many companies chose it. */
export const presentAdminSector = (
  row: typeof sector.$inferSelect,
  companyCount: number,
): AdminSector => ({
  ...presentSector(row),
  companyCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
