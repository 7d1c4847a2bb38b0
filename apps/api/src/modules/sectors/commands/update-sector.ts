import { count, eq } from 'drizzle-orm';
import { type AdminSector, type SectorUpdateInput } from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { sector } from '../schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { checkParent, parentError, type SectorCommand } from '../sector-command.ts';
import { findSector } from '../queries.ts';

type UpdateInput = z.output<typeof SectorUpdateInput>;

export async function updateSector(
  db: Database,
  props: SectorCommand & { id: string; input: UpdateInput },
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
