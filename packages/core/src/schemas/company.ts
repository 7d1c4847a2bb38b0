import { z } from 'zod';
import { districtsOf, PROVINCE_NAMES } from '../data/provinces.ts';
import { isValidMersis, isValidTaxNumber } from '../validators/tax-number.ts';
import { withFieldLabels } from './field-labels.ts';
import { emailField, optionalText, phoneField, requiredText, urlField } from './fields.ts';
import { APPROVAL_STATES, COMPANY_ROLES, type ApprovalState, type CompanyRole } from './me.ts';

export const COMPANY_MARKET_ROLES = ['buyer', 'seller'] as const;
export type CompanyMarketRole = (typeof COMPANY_MARKET_ROLES)[number];

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const taxNumberField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .transform(digitsOnly)
  .refine(isValidTaxNumber, 'validation.taxNumber');

const mersisField = z
  .string()
  .trim()
  .transform(digitsOnly)
  .refine((value) => value === '' || isValidMersis(value), 'validation.mersis')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const cityField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine((value) => PROVINCE_NAMES.includes(value), 'validation.oneOf');

/** The company's details, as /createcompany and /my-company edit them. */
const companyDetailsShape = {
  name: requiredText(200).refine((value) => value.length >= 2, {
    message: 'validation.minLength',
    params: { min: 2 },
  }),
  taxOffice: requiredText(100),
  mersisNo: mersisField,
  city: cityField,
  district: requiredText(100),
  address: requiredText(500).refine((value) => value.length >= 10, {
    message: 'validation.minLength',
    params: { min: 10 },
  }),
  phone: phoneField,
  email: emailField,
  website: urlField.optional(),
  description: optionalText(2000),
  logoFileId: z.string().trim().max(64).nullable().optional(),
};

const districtMatchesCity = (value: { city: string; district: string }) =>
  districtsOf(value.city).includes(value.district);
const districtIssue = { message: 'validation.district', path: ['district'] };

const COMPANY_LABELS = { name: 'fields.companyName' } as const;

export const CreateCompanyInput = withFieldLabels(
  z
    .object({
      ...companyDetailsShape,
      taxNumber: taxNumberField,
      requestedRoles: z
        .array(z.enum(COMPANY_MARKET_ROLES, { error: 'validation.oneOf' }))
        .min(1, 'validation.atLeastOne')
        .max(2, 'validation.tooMany'),
    })
    .refine(districtMatchesCity, districtIssue),
  COMPANY_LABELS,
);
export type CreateCompanyInput = z.input<typeof CreateCompanyInput>;

export const UpdateCompanyInput = withFieldLabels(
  z.object(companyDetailsShape).refine(districtMatchesCity, districtIssue),
  COMPANY_LABELS,
);
export type UpdateCompanyInput = z.input<typeof UpdateCompanyInput>;

/** Ask for a role (again, after a rejection). */
export const RequestRoleInput = z.object({
  role: z.enum(COMPANY_MARKET_ROLES, { error: 'validation.oneOf' }),
});

export const SECTOR_SELECTION_MAX = 30;
export const SectorSelectionInput = z.object({
  sectorIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'validation.atLeastOne')
    .max(SECTOR_SELECTION_MAX, 'validation.tooMany'),
});
export type SectorSelectionInput = z.input<typeof SectorSelectionInput>;

export const COMPANY_DOCUMENT_KINDS = ['taxCertificate', 'signatureCircular', 'other'] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];
export const AddCompanyDocumentInput = z.object({
  fileId: z.string().trim().min(1, 'validation.required').max(64),
  kind: z.enum(COMPANY_DOCUMENT_KINDS, { error: 'validation.oneOf' }),
});

/** An approval decision of the platform staff; a rejection carries its reason. */
export const ApprovalDecisionInput = z
  .object({
    role: z.enum(COMPANY_MARKET_ROLES, { error: 'validation.oneOf' }),
    decision: z.enum(['approve', 'reject'], { error: 'validation.oneOf' }),
    reason: optionalText(500),
  })
  .refine((value) => value.decision === 'approve' || (value.reason ?? '').length >= 5, {
    message: 'validation.minLength',
    params: { min: 5 },
    path: ['reason'],
  });
export type ApprovalDecisionInput = z.input<typeof ApprovalDecisionInput>;

export interface SectorView {
  id: string;
  parentId: string | null;
  slug: string;
  nameTr: string;
  nameEn: string;
  sortOrder: number;
  isActive: boolean;
}

export interface CompanyAbilities {
  edit: boolean;
  manageTeam: boolean;
  editSectors: boolean;
  viewDocuments: boolean;
}

/** A company's own fields, as its members and the platform's staff see them. */
export interface CompanyRecord {
  id: string;
  name: string;
  taxNumber: string;
  taxOffice: string;
  mersisNo: string | null;
  city: string;
  district: string;
  address: string;
  phone: string;
  email: string;
  website: string | null;
  description: string | null;
  logoFileId: string | null;
  logoUrl: string | null;
  adminUserId: string;
  isBuyerConfirmed: ApprovalState;
  isSellerConfirmed: ApprovalState;
  buyerRejectionReason: string | null;
  sellerRejectionReason: string | null;
  ratingAvg: string | null;
  ratingCount: number;
  createdAt: string;
}

/** GET /api/companies/mine and /api/companies/:id. */
export interface CompanyView extends CompanyRecord {
  sectorIds: string[];
  counts: { members: number; pendingInvitations: number; documents: number };
  abilities: CompanyAbilities;
}

export interface CompanyDocumentView {
  id: string;
  kind: CompanyDocumentKind;
  fileId: string;
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
  createdAt: string;
}

export { APPROVAL_STATES, COMPANY_ROLES, type CompanyRole };
