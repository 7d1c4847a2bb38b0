import {
  can,
  type Actor,
  type CompanyDocumentView,
  type CompanyRecord,
  type CompanySummary,
  type CompanyView,
} from '@teklifal/core';
import type { company, companyDocument, file } from '../../db/schema/index.ts';
import { fileUrl } from '../files/presenter.ts';
import type { CompanyRow } from './queries/company-of-user.ts';

export type CompanySummaryRow = Pick<
  CompanyRow,
  'id' | 'name' | 'city' | 'logoFileId' | 'ratingAvg' | 'ratingCount'
>;

/** A company as other companies see it on ads, bids, orders and chats. */
export const presentCompanySummary = (row: CompanySummaryRow): CompanySummary => ({
  id: row.id,
  name: row.name,
  city: row.city,
  logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
  ratingAvg: row.ratingAvg,
  ratingCount: row.ratingCount,
});

/** A company's own fields as they leave the server (its members' and staff's views). */
export const presentCompanyRecord = (row: typeof company.$inferSelect): CompanyRecord => ({
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
  createdAt: row.createdAt.toISOString(),
});

/** The company as its members see it, with what the viewer may do with it. */
export function presentCompany(
  row: CompanyRow,
  extra: { sectorIds: string[]; counts: CompanyView['counts'] },
  actor: Actor,
): CompanyView {
  return {
    ...presentCompanyRecord(row),
    sectorIds: extra.sectorIds,
    counts: extra.counts,
    // Core's company table, as the routes authorize them.
    abilities: {
      edit: can(actor, 'company.edit', row),
      manageTeam: can(actor, 'company.manageTeam', row),
      editSectors: can(actor, 'company.editSectors', row),
      viewDocuments: can(actor, 'company.viewDocuments', row),
    },
  };
}

/** A company's verification document with its stored file (the company's and the staff's view). */
export const presentCompanyDocument = (
  document: typeof companyDocument.$inferSelect,
  stored: typeof file.$inferSelect,
): CompanyDocumentView => ({
  id: document.id,
  kind: document.kind,
  fileId: document.fileId,
  originalName: stored.originalName,
  mimeType: stored.mimeType,
  size: stored.size,
  url: fileUrl(document.fileId),
  createdAt: document.createdAt.toISOString(),
});
