import { eq } from 'drizzle-orm';
import type { UpdateCompanyInput } from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { company } from '../../../db/schema/index.ts';
import type { CompanyRow } from '../queries/company-of-user.ts';
import { claimFileForCompany } from '../../../lib/files.ts';
import { auditCompany, type ActorProps } from '../effects.ts';
import { logoRefused } from '../errors.ts';

type UpdateInput = z.output<typeof UpdateCompanyInput>;

export async function updateCompany(
  db: Database,
  props: ActorProps & { companyId: string; input: UpdateInput },
): Promise<CompanyRow> {
  const { input } = props;
  return db.transaction(async (tx) => {
    let logoFileId: string | null = null;
    if (input.logoFileId) {
      const logo = await claimFileForCompany(tx, {
        fileId: input.logoFileId,
        userId: props.userId,
        companyId: props.companyId,
        purpose: 'logo',
      });
      if (!logo) throw logoRefused();
      logoFileId = logo.id;
    }
    const [row] = await tx
      .update(company)
      .set({
        name: input.name,
        taxOffice: input.taxOffice,
        mersisNo: input.mersisNo ?? null,
        city: input.city,
        district: input.district,
        address: input.address,
        phone: input.phone,
        email: input.email,
        website: input.website ?? null,
        description: input.description ?? null,
        logoFileId,
      })
      .where(eq(company.id, props.companyId))
      .returning();
    if (!row) throw new Error('company vanished during update');
    await auditCompany(tx, { ...props, companyId: row.id }, 'company.updated', {
      fields: Object.keys(input),
    });
    return row;
  });
}
