import type { CompanyDocumentView, CompanyRecord } from '@teklifal/core';
import type { company, companyDocument, file } from '../db/schema/index.ts';
import { fileUrl } from './files.ts';

type CompanyRow = typeof company.$inferSelect;

/** A company's own fields as they leave the server (its members' and staff's views). */
export const presentCompanyRecord = (row: CompanyRow): CompanyRecord => ({
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
