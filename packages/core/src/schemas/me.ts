import type { Locale } from '../constants.ts';

/** 'yes' is approved (specification §3); anything else blocks the role. */
export const APPROVAL_STATES = ['yes', 'pending', 'rejected', 'no'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export type PlatformRole = 'user' | 'admin';

export interface MeUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  locale: Locale;
  role: PlatformRole;
}

export interface MeCompany {
  id: string;
  name: string;
  adminUserId: string;
  isBuyerConfirmed: ApprovalState;
  isSellerConfirmed: ApprovalState;
}

/** GET /api/me */
export interface Me {
  user: MeUser;
  company: MeCompany | null;
  companyRole: CompanyRole | null;
}
