import { eq } from 'drizzle-orm';
import type { CompanyMarketRole, CreateCompanyInput } from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { company, companyMember } from '../schema.ts';
import type { CompanyRow } from '../queries/company-of-user.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { auditCompany, tellStaffCompanyWaits, type ActorProps } from '../effects.ts';
import { claimLogo, profileColumns } from '../company-parts.ts';

type CreateInput = z.output<typeof CreateCompanyInput>;

const approvalFor = (requested: readonly CompanyMarketRole[], role: CompanyMarketRole) =>
  requested.includes(role) ? ('pending' as const) : ('no' as const);

/**
 * Creates the company with the user as its owner. The user must not belong to a company yet
 * and the tax number must be new; both are also guarded by unique constraints.
 */
export async function createCompany(
  db: Database,
  props: ActorProps & { input: CreateInput },
): Promise<CompanyRow> {
  const { input } = props;
  return db.transaction(async (tx) => {
    const [membership] = await tx
      .select({ id: companyMember.id })
      .from(companyMember)
      .where(eq(companyMember.userId, props.userId));
    const [owned] = await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.adminUserId, props.userId));
    if (membership || owned) {
      throw new ProblemError('CONFLICT', { detailKey: 'companies.alreadyInCompany' });
    }
    const [taken] = await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.taxNumber, input.taxNumber));
    if (taken) {
      throw new ProblemError('CONFLICT', {
        fields: [{ field: 'taxNumber', messageKey: 'companies.taxNumberTaken' }],
      });
    }

    const [row] = await tx
      .insert(company)
      .values({
        ...profileColumns(input),
        taxNumber: input.taxNumber,
        adminUserId: props.userId,
        isBuyerConfirmed: approvalFor(input.requestedRoles, 'buyer'),
        isSellerConfirmed: approvalFor(input.requestedRoles, 'seller'),
      })
      .returning();
    if (!row) throw new Error('company insert returned nothing');
    await tx
      .insert(companyMember)
      .values({ companyId: row.id, userId: props.userId, role: 'owner' });

    let created = row;
    if (input.logoFileId) {
      const logoFileId = await claimLogo(tx, {
        fileId: input.logoFileId,
        userId: props.userId,
        companyId: row.id,
      });
      [created = row] = await tx
        .update(company)
        .set({ logoFileId })
        .where(eq(company.id, row.id))
        .returning();
    }
    await auditCompany(tx, { ...props, companyId: row.id }, 'company.created', {
      name: row.name,
      requestedRoles: input.requestedRoles,
    });
    // The applicant is promised an answer in a working day or two: staff are told at once.
    if (input.requestedRoles.length > 0) {
      await tellStaffCompanyWaits(tx, { companyId: row.id, name: row.name });
    }
    return created;
  });
}
