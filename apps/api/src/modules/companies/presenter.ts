import {
  canEditCompany,
  canEditSectors,
  canManageTeam,
  canViewCompanyDocuments,
  type Actor,
  type CompanyDocumentView,
  type CompanyView,
} from '@teklifal/core';
import type { CompanyRow } from '../../lib/company-of-user.ts';
import { presentCompanyRecord } from '../../lib/company-record.ts';
import { fileUrl } from '../../lib/files.ts';
import type { companyDocument, file } from '../../db/schema/index.ts';

export function presentCompany(
  row: CompanyRow,
  extra: { sectorIds: string[]; counts: CompanyView['counts'] },
  actor: Actor,
): CompanyView {
  return {
    ...presentCompanyRecord(row),
    sectorIds: extra.sectorIds,
    counts: extra.counts,
    abilities: {
      edit: canEditCompany(actor, row.id),
      manageTeam: canManageTeam(actor, row.id),
      editSectors: canEditSectors(actor, row.id),
      viewDocuments: canViewCompanyDocuments(actor, row.id),
    },
  };
}

export function presentDocument(
  doc: typeof companyDocument.$inferSelect,
  stored: typeof file.$inferSelect,
): CompanyDocumentView {
  return {
    id: doc.id,
    kind: doc.kind,
    fileId: doc.fileId,
    originalName: stored.originalName,
    mimeType: stored.mimeType,
    size: stored.size,
    url: fileUrl(stored.id),
    createdAt: doc.createdAt.toISOString(),
  };
}
