import { type AdminSector, type SectorInput } from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { presentAdminSector } from '../presenter.ts';
import {
  checkParent,
  insertWithUniqueSlug,
  nextSortOrder,
  type SectorCommand,
} from '../sector-command.ts';

type CreateInput = z.output<typeof SectorInput>;

export async function createSector(
  db: Database,
  props: SectorCommand & { input: CreateInput },
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
    return presentAdminSector(row, 0);
  });
}
