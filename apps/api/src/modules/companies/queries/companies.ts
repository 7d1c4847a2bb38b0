import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { companyDocument } from '../document-schema.ts';
import { companyMember, companySector, invitation } from '../schema.ts';
import { file } from '../../files/queries/tables.ts';

export async function sectorIdsOf(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ sectorId: companySector.sectorId })
    .from(companySector)
    .where(eq(companySector.companyId, companyId));
  return rows.map((r) => r.sectorId);
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
