import type { CompanyRecord } from '@teklifal/core';
import type { CompanyRow } from './company-of-user.ts';
import { fileUrl } from './files.ts';

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
