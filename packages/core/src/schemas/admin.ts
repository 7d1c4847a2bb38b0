import { z } from 'zod';
import { withFieldLabels } from './field-labels.ts';
import { requiredText } from './fields.ts';
import { booleanQuery, pageField, pageSizeField, searchField, type Page } from './paging.ts';
import { APPROVAL_STATES, type ApprovalState, type CompanyRole, type PlatformRole } from './me.ts';
import type { CompanyDocumentKind, CompanyRecord } from './company.ts';

/** One page of a back office list. */
export type AdminPage<T> = Page<T>;

// ---------------------------------------------------------------- companies and approvals

export const ADMIN_COMPANY_SORTS = ['pending', 'createdAt', '-createdAt', 'name', '-name'] as const;
export type AdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];

export const AdminCompaniesQuery = withFieldLabels(
  z.object({
    q: searchField,
    buyer: z.enum(APPROVAL_STATES, { error: 'validation.oneOf' }).optional(),
    seller: z.enum(APPROVAL_STATES, { error: 'validation.oneOf' }).optional(),
    page: pageField,
    pageSize: pageSizeField,
    sort: z.enum(ADMIN_COMPANY_SORTS, { error: 'validation.oneOf' }).default('pending'),
  }),
  { buyer: 'companies.roles.buyer', seller: 'companies.roles.seller' },
);
export type AdminCompaniesQuery = z.input<typeof AdminCompaniesQuery>;

/**
 * Whether platform staff may take a decision on a role in this state: a role that was never
 * asked for ('no') cannot be decided, an approved role cannot be approved again and a rejected
 * one cannot be rejected again. Approving a rejected role and rejecting an approved one (the
 * approval is withdrawn) are allowed.
 */
export function canDecideApproval(
  state: ApprovalState,
  decision: 'approve' | 'reject',
): 'ok' | 'notRequested' | 'alreadyApproved' | 'alreadyRejected' {
  if (state === 'no') return 'notRequested';
  if (decision === 'approve' && state === 'yes') return 'alreadyApproved';
  if (decision === 'reject' && state === 'rejected') return 'alreadyRejected';
  return 'ok';
}

export interface AdminCompanyListItem {
  id: string;
  name: string;
  taxNumber: string;
  city: string;
  district: string;
  isBuyerConfirmed: ApprovalState;
  isSellerConfirmed: ApprovalState;
  ownerName: string | null;
  ownerEmail: string | null;
  createdAt: string;
}

export interface AdminCompanyMember {
  userId: string;
  name: string;
  email: string;
  role: CompanyRole;
  banned: boolean;
  joinedAt: string;
}

export interface AdminCompanyDocument {
  id: string;
  kind: CompanyDocumentKind;
  fileId: string;
  originalName: string;
  mimeType: string;
  size: number;
  /** Opens the file; platform admins may read every company's documents. */
  url: string;
  createdAt: string;
}

export interface AdminCompanySector {
  id: string;
  nameTr: string;
  nameEn: string;
  parentId: string | null;
  parentNameTr: string | null;
  parentNameEn: string | null;
}

/** Everything the back office shows about one company. */
export interface AdminCompanyDetail extends CompanyRecord {
  updatedAt: string;
  owner: { id: string; name: string; email: string; locale: string } | null;
  members: AdminCompanyMember[];
  documents: AdminCompanyDocument[];
  sectors: AdminCompanySector[];
}

// ---------------------------------------------------------------- users

export const PLATFORM_ROLES = ['user', 'admin'] as const;
export const ADMIN_USER_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  'email',
  '-email',
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const AdminUsersQuery = z.object({
  q: searchField,
  role: z.enum(PLATFORM_ROLES, { error: 'validation.oneOf' }).optional(),
  banned: booleanQuery,
  page: pageField,
  pageSize: pageSizeField,
  sort: z.enum(ADMIN_USER_SORTS, { error: 'validation.oneOf' }).default('-createdAt'),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const BanUserInput = withFieldLabels(
  z.object({
    reason: requiredText(500).refine((value) => value.length >= 5, {
      message: 'validation.minLength',
      params: { min: 5 },
    }),
  }),
  { reason: 'fields.banReason' },
);
export type BanUserInput = z.input<typeof BanUserInput>;

export const SetUserRoleInput = z.object({
  role: z.enum(PLATFORM_ROLES, { error: 'validation.oneOf' }),
});
export type SetUserRoleInput = z.input<typeof SetUserRoleInput>;

export interface AdminUserListItem {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  role: PlatformRole;
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
  companyId: string | null;
  companyName: string | null;
  companyRole: CompanyRole | null;
  createdAt: string;
  /** Whether the signed-in admin is this user (self-ban and self-demotion are refused). */
  isSelf: boolean;
}

// ---------------------------------------------------------------- sectors

/** Two levels only: a sector's parent is a top-level sector. */
const sectorShape = {
  nameTr: requiredText(120).refine((value) => value.length >= 2, {
    message: 'validation.minLength',
    params: { min: 2 },
  }),
  nameEn: requiredText(120).refine((value) => value.length >= 2, {
    message: 'validation.minLength',
    params: { min: 2 },
  }),
  parentId: z
    .string()
    .trim()
    .max(64, 'validation.maxLength')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  sortOrder: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(100_000, 'validation.invalid')
    .optional(),
  isActive: z.boolean({ error: 'validation.invalid' }).optional(),
};

export const SectorInput = z.object(sectorShape);
export type SectorInput = z.input<typeof SectorInput>;

export const SectorUpdateInput = z.object({
  nameTr: sectorShape.nameTr.optional(),
  nameEn: sectorShape.nameEn.optional(),
  parentId: sectorShape.parentId,
  sortOrder: sectorShape.sortOrder,
  isActive: sectorShape.isActive,
});
export type SectorUpdateInput = z.input<typeof SectorUpdateInput>;

export interface AdminSector {
  id: string;
  parentId: string | null;
  slug: string;
  nameTr: string;
  nameEn: string;
  sortOrder: number;
  isActive: boolean;
  /** Companies that picked this sector. */
  companyCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A top-level sector with its children, both in their display order. */
export interface AdminSectorNode extends AdminSector {
  children: AdminSector[];
}

// ---------------------------------------------------------------- audit log

/** A day (yyyy-mm-dd, Istanbul) or an instant (ISO 8601). */
const dayOrInstant = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || !Number.isNaN(Date.parse(value)),
    'validation.invalid',
  )
  .optional();

export const AuditQuery = withFieldLabels(
  z.object({
    action: z.string().trim().max(100, 'validation.maxLength').optional(),
    entityType: z.string().trim().max(100, 'validation.maxLength').optional(),
    /** The actor's user id, or part of their name or e-mail. */
    actor: z.string().trim().max(200, 'validation.maxLength').optional(),
    companyId: z.string().trim().max(64, 'validation.maxLength').optional(),
    from: dayOrInstant,
    to: dayOrInstant,
    page: pageField,
    pageSize: pageSizeField,
  }),
  {
    action: 'admin.audit.columns.action',
    entityType: 'admin.audit.columns.entity',
    actor: 'admin.audit.columns.actor',
    from: 'admin.audit.from',
    to: 'admin.audit.to',
  },
);
export type AuditQuery = z.input<typeof AuditQuery>;

export interface AuditEntryView {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  companyId: string | null;
  companyName: string | null;
  actor: { id: string; name: string | null; email: string | null } | null;
  data: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
}

/** The actions and entity types present in the log, for the filters. */
export interface AuditFacets {
  actions: string[];
  entityTypes: string[];
}
