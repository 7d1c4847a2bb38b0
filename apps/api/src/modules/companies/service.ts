import { and, count, eq, inArray } from 'drizzle-orm';
import type {
  CompanyDocumentKind,
  CompanyMarketRole,
  CreateCompanyInput,
  UpdateCompanyInput,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import {
  company,
  companyDocument,
  companyMember,
  companySector,
  file,
  invitation,
  sector,
} from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { CompanyRow } from '../../lib/company-of-user.ts';
import { claimFileForCompany } from '../../lib/files.ts';
import { ProblemError } from '../../lib/problem.ts';

type CreateInput = z.output<typeof CreateCompanyInput>;
type UpdateInput = z.output<typeof UpdateCompanyInput>;

const logoRefused = () =>
  new ProblemError('VALIDATION', {
    fields: [{ field: 'logoFileId', messageKey: 'companies.logoInvalid' }],
  });

interface ActorProps {
  userId: string;
  ip: string;
}

/** The audit line of a company command: who, which company, what, on which record. */
const auditCompany = (
  tx: Executor,
  props: ActorProps & { companyId: string },
  action: string,
  data: Record<string, unknown>,
  entity: { type: 'company' | 'companyDocument'; id: string } = {
    type: 'company',
    id: props.companyId,
  },
) =>
  writeAudit(tx, {
    actorUserId: props.userId,
    companyId: props.companyId,
    action,
    entityType: entity.type,
    entityId: entity.id,
    data,
    ip: props.ip,
  });

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
        name: input.name,
        taxNumber: input.taxNumber,
        taxOffice: input.taxOffice,
        mersisNo: input.mersisNo ?? null,
        city: input.city,
        district: input.district,
        address: input.address,
        phone: input.phone,
        email: input.email,
        website: input.website ?? null,
        description: input.description ?? null,
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
      const logo = await claimFileForCompany(tx, {
        fileId: input.logoFileId,
        userId: props.userId,
        companyId: row.id,
        purpose: 'logo',
      });
      if (!logo) throw logoRefused();
      [created = row] = await tx
        .update(company)
        .set({ logoFileId: logo.id })
        .where(eq(company.id, row.id))
        .returning();
    }
    await auditCompany(tx, { ...props, companyId: row.id }, 'company.created', {
      name: row.name,
      requestedRoles: input.requestedRoles,
    });
    return created;
  });
}

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

/** Asks for a role that was not requested, or again after a rejection. */
export async function requestRole(
  db: Database,
  props: ActorProps & { companyId: string; role: CompanyMarketRole },
): Promise<CompanyRow | null> {
  const column = props.role === 'buyer' ? company.isBuyerConfirmed : company.isSellerConfirmed;
  const reason = props.role === 'buyer' ? 'buyerRejectionReason' : 'sellerRejectionReason';
  const state = props.role === 'buyer' ? 'isBuyerConfirmed' : 'isSellerConfirmed';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(company)
      .set({ [state]: 'pending', [reason]: null })
      .where(and(eq(company.id, props.companyId), inArray(column, ['no', 'rejected'])))
      .returning();
    if (!row) return null;
    await auditCompany(tx, { ...props, companyId: row.id }, 'company.roleRequested', {
      role: props.role,
    });
    return row;
  });
}

export async function sectorIdsOf(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ sectorId: companySector.sectorId })
    .from(companySector)
    .where(eq(companySector.companyId, companyId));
  return rows.map((r) => r.sectorId);
}

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

export async function companyCounts(db: Executor, companyId: string) {
  const [[members], [pending], [documents]] = await Promise.all([
    db.select({ value: count() }).from(companyMember).where(eq(companyMember.companyId, companyId)),
    db
      .select({ value: count() })
      .from(invitation)
      .where(and(eq(invitation.companyId, companyId), eq(invitation.status, 'pending'))),
    db
      .select({ value: count() })
      .from(companyDocument)
      .where(eq(companyDocument.companyId, companyId)),
  ]);
  return {
    members: members?.value ?? 0,
    pendingInvitations: pending?.value ?? 0,
    documents: documents?.value ?? 0,
  };
}

export async function listDocuments(db: Executor, companyId: string) {
  return db
    .select({ doc: companyDocument, stored: file })
    .from(companyDocument)
    .innerJoin(file, eq(file.id, companyDocument.fileId))
    .where(eq(companyDocument.companyId, companyId))
    .orderBy(companyDocument.createdAt);
}

export async function addDocument(
  db: Database,
  props: ActorProps & { companyId: string; fileId: string; kind: CompanyDocumentKind },
) {
  return db.transaction(async (tx) => {
    const stored = await claimFileForCompany(tx, {
      fileId: props.fileId,
      userId: props.userId,
      companyId: props.companyId,
      purpose: 'companyDocument',
    });
    if (!stored) {
      throw new ProblemError('VALIDATION', {
        fields: [{ field: 'fileId', messageKey: 'companies.documentInvalid' }],
      });
    }
    const [doc] = await tx
      .insert(companyDocument)
      .values({
        companyId: props.companyId,
        fileId: stored.id,
        kind: props.kind,
        uploadedBy: props.userId,
      })
      .returning();
    if (!doc) throw new Error('document insert returned nothing');
    await auditCompany(
      tx,
      props,
      'company.documentAdded',
      { kind: props.kind, fileId: stored.id },
      { type: 'companyDocument', id: doc.id },
    );
    return { doc, stored };
  });
}

export async function removeDocument(
  db: Database,
  props: ActorProps & { companyId: string; documentId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(companyDocument)
      .where(
        and(
          eq(companyDocument.id, props.documentId),
          eq(companyDocument.companyId, props.companyId),
        ),
      )
      .returning();
    if (!doc) return false;
    await auditCompany(
      tx,
      props,
      'company.documentRemoved',
      { kind: doc.kind },
      { type: 'companyDocument', id: doc.id },
    );
    return true;
  });
}
