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
import type { companyDocument, file } from '../../db/schema/index.ts';

const fileUrl = (id: string) => `/api/files/${id}`;

export function presentCompany(
  row: CompanyRow,
  extra: { sectorIds: string[]; counts: CompanyView['counts'] },
  actor: Actor,
): CompanyView {
  return {
    id: row.id,
    name: row.name,
    taxNumber: row.taxNumber,
    taxOffice: row.taxOffice,
    mersisNo: row.mersisNo,
    city: row.city,
    district: row.district,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    logoFileId: row.logoFileId,
    logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
    adminUserId: row.adminUserId,
    isBuyerConfirmed: row.isBuyerConfirmed,
    isSellerConfirmed: row.isSellerConfirmed,
    buyerRejectionReason: row.buyerRejectionReason,
    sellerRejectionReason: row.sellerRejectionReason,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
    sectorIds: extra.sectorIds,
    counts: extra.counts,
    createdAt: row.createdAt.toISOString(),
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
