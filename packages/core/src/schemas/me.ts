import { z } from 'zod';
import { LOCALES } from '../constants.ts';

/** 'yes' is approved (specification §3); anything else blocks the role. */
export const APPROVAL_STATES = ['yes', 'pending', 'rejected', 'no'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const PLATFORM_ROLES = ['user', 'admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const MeUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
  role: z.enum(PLATFORM_ROLES),
});
export type MeUser = z.infer<typeof MeUser>;

export const MeCompany = z.object({
  id: z.string(),
  name: z.string(),
  adminUserId: z.string(),
  isBuyerConfirmed: z.enum(APPROVAL_STATES),
  isSellerConfirmed: z.enum(APPROVAL_STATES),
});
export type MeCompany = z.infer<typeof MeCompany>;

/** GET /api/me */
export const Me = z.object({
  user: MeUser,
  company: MeCompany.nullable(),
  companyRole: z.enum(COMPANY_ROLES).nullable(),
});
export type Me = z.infer<typeof Me>;
