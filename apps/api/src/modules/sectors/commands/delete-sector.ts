import { count, eq } from 'drizzle-orm';
import { translate } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { ad } from '../../procurement/queries/tables.ts';
import { companySector } from '../../companies/queries/tables.ts';
import { sector } from '../schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { ProblemError } from '../../../lib/problem.ts';
import type { SectorCommand } from '../sector-command.ts';

/**
 * Deletes an unused leaf. A sector that companies or ads use, or that has children, is refused (409):
 * deactivating it keeps the history intact.
 */
export async function deleteSector(
  db: Database,
  props: SectorCommand & { id: string },
): Promise<void> {
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
    // Ads keep their sector for good (no cascade): deleting it would fail in the database.
    const [ads] = await tx.select({ value: count() }).from(ad).where(eq(ad.sectorId, row.id));
    if ((used?.value ?? 0) > 0) {
      throw new ProblemError('CONFLICT', {
        detail: translate(props.locale, 'admin.sectors.inUse', { count: used?.value ?? 0 }),
      });
    }
    if ((ads?.value ?? 0) > 0) {
      throw new ProblemError('CONFLICT', {
        detail: translate(props.locale, 'admin.sectors.hasAds', { count: ads?.value ?? 0 }),
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
