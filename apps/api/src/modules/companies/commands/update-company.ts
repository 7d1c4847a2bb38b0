import { eq } from 'drizzle-orm';
import { mersisMatchesTaxNumber, type UpdateCompanyInput } from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { company } from '../schema.ts';
import type { CompanyRow } from '../queries/company-of-user.ts';
import { auditCompany, type ActorProps } from '../effects.ts';
import { mersisRefused } from '../errors.ts';
import { claimLogo, profileColumns } from '../company-parts.ts';

type UpdateInput = z.output<typeof UpdateCompanyInput>;

export async function updateCompany(
  db: Database,
  props: ActorProps & { companyId: string; input: UpdateInput },
): Promise<CompanyRow> {
  const { input } = props;
  return db.transaction(async (tx) => {
    if (input.mersisNo) {
      // The tax number is not edited here: the MERSİS number must carry the stored one.
      const [stored] = await tx
        .select({ taxNumber: company.taxNumber })
        .from(company)
        .where(eq(company.id, props.companyId));
      if (stored && !mersisMatchesTaxNumber(input.mersisNo, stored.taxNumber)) {
        throw mersisRefused();
      }
    }
    // A body without the logo keeps it; null (or empty) removes it; an id sets it.
    const logoFileId = input.logoFileId
      ? await claimLogo(tx, {
          fileId: input.logoFileId,
          userId: props.userId,
          companyId: props.companyId,
        })
      : input.logoFileId === undefined
        ? undefined
        : null;
    const [row] = await tx
      .update(company)
      .set({ ...profileColumns(input), ...(logoFileId === undefined ? {} : { logoFileId }) })
      .where(eq(company.id, props.companyId))
      .returning();
    if (!row) throw new Error('company vanished during update');
    await auditCompany(tx, { ...props, companyId: row.id }, 'company.updated', {
      fields: Object.keys(input),
    });
    return row;
  });
}
