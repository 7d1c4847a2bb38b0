import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companySector } from '../schema.ts';
import { sector } from '../../sectors/queries/tables.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { auditCompany, type ActorProps } from '../effects.ts';

/** Replaces the company's sectors; every id must be an active sector. */
export async function setSectors(
  db: Database,
  props: ActorProps & { companyId: string; sectorIds: string[] },
): Promise<string[]> {
  const ids = [...new Set(props.sectorIds)];
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ id: sector.id })
      .from(sector)
      .where(and(inArray(sector.id, ids), eq(sector.isActive, true)));
    if (known.length !== ids.length) {
      throw new ProblemError('VALIDATION', {
        fields: [{ field: 'sectorIds', messageKey: 'companies.unknownSector' }],
      });
    }
    await tx.delete(companySector).where(eq(companySector.companyId, props.companyId));
    await tx
      .insert(companySector)
      .values(ids.map((sectorId) => ({ companyId: props.companyId, sectorId })));
    await auditCompany(tx, props, 'company.sectorsChanged', { sectorIds: ids });
    return ids;
  });
}
