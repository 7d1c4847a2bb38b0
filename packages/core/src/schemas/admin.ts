import { z } from 'zod';
import { withFieldLabels } from './field-labels.ts';
import { requiredText } from './fields.ts';
import {
  booleanQuery,
  pageField,
  pageOf,
  pageSizeField,
  searchField,
  type Page,
} from './paging.ts';
import { APPROVAL_STATES, COMPANY_ROLES, PLATFORM_ROLES } from './me.ts';
import { CompanyDocumentView, CompanyRecord } from './company.ts';

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

/** A row of the back office's company list. */
export const AdminCompanyListItem = z.object({
  id: z.string(),
  name: z.string(),
  taxNumber: z.string(),
  city: z.string(),
  district: z.string(),
  isBuyerConfirmed: z.enum(APPROVAL_STATES),
  isSellerConfirmed: z.enum(APPROVAL_STATES),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCompanyListItem = z.infer<typeof AdminCompanyListItem>;

/** GET /api/admin/companies */
export const AdminCompanyPage = pageOf(AdminCompanyListItem);

/** GET /api/admin/companies/waiting: the back office navigation's badge. */
export const AdminCompaniesWaiting = z.object({
  waiting: z
    .number()
    .int()
    .describe('How many companies have a buyer or seller role waiting for a decision'),
});
export type AdminCompaniesWaiting = z.infer<typeof AdminCompaniesWaiting>;

export const AdminCompanyMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  banned: z.boolean(),
  joinedAt: z.string().describe('When the user joined the company'),
});
export type AdminCompanyMember = z.infer<typeof AdminCompanyMember>;

/** The staff see a company's documents as the company does. */
export const AdminCompanyDocument = CompanyDocumentView;
export type AdminCompanyDocument = z.infer<typeof AdminCompanyDocument>;

/** A sector the company picked, with its parent's names (null for a top-level sector). */
export const AdminCompanySector = z.object({
  id: z.string(),
  nameTr: z.string(),
  nameEn: z.string(),
  parentId: z.string().nullable(),
  parentNameTr: z.string().nullable(),
  parentNameEn: z.string().nullable(),
});
export type AdminCompanySector = z.infer<typeof AdminCompanySector>;

/** Everything the back office shows about one company. */
export const AdminCompanyDetail = CompanyRecord.extend({
  updatedAt: z.string(),
  owner: z
    .object({ id: z.string(), name: z.string(), email: z.string(), locale: z.string() })
    .nullable()
    .describe("The company's owner (its adminUserId), null when the user is gone"),
  members: z.array(AdminCompanyMember),
  documents: z.array(AdminCompanyDocument),
  sectors: z.array(AdminCompanySector),
});
export type AdminCompanyDetail = z.infer<typeof AdminCompanyDetail>;

// ---------------------------------------------------------------- users

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

/** A user as the back office lists them, with their company (owned first, else membership). */
export const AdminUserListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  role: z.enum(PLATFORM_ROLES),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyRole: z.enum(COMPANY_ROLES).nullable(),
  createdAt: z.string(),
  /** Whether the signed-in admin is this user (self-ban and self-demotion are refused). */
  isSelf: z
    .boolean()
    .describe('Whether the signed-in admin is this user (self-ban and self-demotion are refused)'),
});
export type AdminUserListItem = z.infer<typeof AdminUserListItem>;

/** GET /api/admin/users */
export const AdminUserPage = pageOf(AdminUserListItem);
