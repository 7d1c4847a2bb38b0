import { index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ApprovalState, CompanyRole } from '@teklifal/core';
import { createdAt, id, instant, updatedAt } from '../../db/schema/columns.ts';
import { user } from '../auth/queries/tables.ts';
import { sector } from '../sectors/queries/tables.ts';

export const company = pgTable(
  'company',
  {
    id: id(),
    name: text().notNull(),
    taxNumber: text().notNull().unique(),
    taxOffice: text().notNull(),
    mersisNo: text(),
    city: text().notNull(),
    district: text().notNull(),
    address: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    website: text(),
    description: text(),
    logoFileId: text(),
    adminUserId: text()
      .notNull()
      .references(() => user.id),
    isBuyerConfirmed: text().$type<ApprovalState>().notNull().default('no'),
    isSellerConfirmed: text().$type<ApprovalState>().notNull().default('no'),
    buyerRejectionReason: text(),
    sellerRejectionReason: text(),
    ratingAvg: numeric({ precision: 3, scale: 2 }),
    ratingCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every signed-in request looks the caller's company up by its owner.
  (t) => [index().on(t.adminUserId)],
);

/** One user belongs to at most one company (unique userId). */
export const companyMember = pgTable(
  'company_member',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text().$type<CompanyRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);

export const companySector = pgTable(
  'company_sector',
  {
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    sectorId: text()
      .notNull()
      .references(() => sector.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sectorId] })],
);

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A team invitation; the token is mailed and only its SHA-256 is stored. */
export const invitation = pgTable(
  'invitation',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().$type<Exclude<CompanyRole, 'owner'>>().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: instant().notNull(),
    status: text().$type<InvitationStatus>().notNull().default('pending'),
    invitedBy: text().references(() => user.id, { onDelete: 'set null' }),
    acceptedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.companyId), index().on(t.email)],
);
