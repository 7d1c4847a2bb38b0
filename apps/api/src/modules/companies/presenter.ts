import {
  can,
  type Actor,
  type CompanyDocumentView,
  type CompanyRecord,
  type CompanySummary,
  type CompanyView,
  type ImageView,
} from '@teklifal/core';
import type { company } from './schema.ts';
import type { companyDocument } from './document-schema.ts';
import type { file } from '../files/queries/tables.ts';
import { fileUrl } from '../files/presenter.ts';
import type { CompanyRow } from './queries/company-of-user.ts';

/** The logo's stored size and placeholder, read beside the company (companySummaryColumnsOf). */
export type LogoFacts = [width: number, height: number, placeholder: string];

export type CompanySummaryRow = Pick<
  CompanyRow,
  'id' | 'name' | 'city' | 'logoFileId' | 'ratingAvg' | 'ratingCount'
> & { logoFacts: LogoFacts | null };

/**
 * The logo as a page shows it in the sizes it needs, or null: no logo, or one uploaded before
 * sizes were kept (shown as uploaded until the start's fill has read its size).
 */
export function logoImageOf(logoFileId: string | null, facts: LogoFacts | null): ImageView | null {
  if (!logoFileId || !facts) return null;
  const [width, height, placeholder] = facts;
  return { url: fileUrl(logoFileId), width, height, placeholder };
}

/** A company as other companies see it on ads, bids, orders and chats. */
export const presentCompanySummary = (row: CompanySummaryRow): CompanySummary => ({
  id: row.id,
  name: row.name,
  city: row.city,
  logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
  logoImage: logoImageOf(row.logoFileId, row.logoFacts),
  ratingAvg: row.ratingAvg,
  ratingCount: row.ratingCount,
});

/**
 * A company's own fields as they leave the server (its members' and staff's views); `logoImage`
 * is its logo's stored size (findLogoImage).
 */
export const presentCompanyRecord = (
  row: typeof company.$inferSelect,
  logoImage: ImageView | null,
): CompanyRecord => ({
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
  logoImage: row.logoFileId ? logoImage : null,
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
  extra: { sectorIds: string[]; counts: CompanyView['counts']; logoImage: ImageView | null },
  actor: Actor,
): CompanyView {
  return {
    ...presentCompanyRecord(row, extra.logoImage),
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
