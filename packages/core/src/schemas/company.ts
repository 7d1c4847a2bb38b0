import { z } from 'zod';
import { districtsOf, PROVINCE_NAMES } from '../data/provinces.ts';
import {
  isValidMersis,
  isValidTaxNumber,
  mersisMatchesTaxNumber,
} from '../validators/tax-number.ts';
import { withFieldLabels } from './field-labels.ts';
import { ImageView } from './files.ts';
import { emailField, optionalText, phoneField, requiredText, webUrlField } from './fields.ts';
import { APPROVAL_STATES, COMPANY_ROLES, type CompanyRole } from './me.ts';

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
  website: webUrlField.optional(),
  description: optionalText(2000),
  logoFileId: z.string().trim().max(64).nullable().optional(),
};

const districtMatchesCity = (value: { city: string; district: string }) =>
  districtsOf(value.city).includes(value.district);
const districtIssue = { message: 'validation.district', path: ['district'] };

/** A MERSİS number given must carry the company's VKN (digits 2–11); see mersisMatchesTaxNumber. */
const mersisFitsTaxNumber = (value: { taxNumber: string; mersisNo?: string | null | undefined }) =>
  !value.mersisNo || mersisMatchesTaxNumber(value.mersisNo, value.taxNumber);
const mersisIssue = { message: 'validation.mersisTaxNumber', path: ['mersisNo'] };

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
    .refine(districtMatchesCity, districtIssue)
    .refine(mersisFitsTaxNumber, mersisIssue),
  COMPANY_LABELS,
);
export type CreateCompanyInput = z.input<typeof CreateCompanyInput>;

export const UpdateCompanyInput = withFieldLabels(
  z.object(companyDetailsShape).refine(districtMatchesCity, districtIssue),
  COMPANY_LABELS,
);
export type UpdateCompanyInput = z.input<typeof UpdateCompanyInput>;

/**
 * The /my-company edit form: the same fields checked against the company's tax number, which
 * the form shows but does not send (the server checks the stored one the same way).
 */
export const UpdateCompanyFormInput = withFieldLabels(
  z
    .object({ ...companyDetailsShape, taxNumber: z.string() })
    .refine(districtMatchesCity, districtIssue)
    .refine(mersisFitsTaxNumber, mersisIssue),
  COMPANY_LABELS,
);

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

/** A sector companies work in and ads are filed under; two levels (a parent and its children). */
export const SectorView = z.object({
  id: z.string(),
  parentId: z.string().nullable().describe('The parent sector; null for a top-level sector'),
  slug: z.string(),
  nameTr: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type SectorView = z.infer<typeof SectorView>;

/** GET /api/sectors: the active sectors, parents before children, in display order. */
export const SectorsView = z.object({ items: z.array(SectorView) });
export type SectorsView = z.infer<typeof SectorsView>;

/** What the viewer may do with the company; the server refuses what is false here. */
export const CompanyAbilities = z.object({
  edit: z.boolean(),
  manageTeam: z.boolean(),
  editSectors: z.boolean(),
  viewDocuments: z.boolean(),
});
export type CompanyAbilities = z.infer<typeof CompanyAbilities>;

/** A company's own fields, as its members and the platform's staff see them. */
export const CompanyRecord = z.object({
  id: z.string(),
  name: z.string(),
  taxNumber: z.string(),
  taxOffice: z.string(),
  mersisNo: z.string().nullable(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  logoFileId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  logoImage: ImageView.nullable().describe(
    'The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept',
  ),
  adminUserId: z.string(),
  isBuyerConfirmed: z.enum(APPROVAL_STATES),
  isSellerConfirmed: z.enum(APPROVAL_STATES),
  buyerRejectionReason: z.string().nullable(),
  sellerRejectionReason: z.string().nullable(),
  ratingAvg: z.string().nullable(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
});
export type CompanyRecord = z.infer<typeof CompanyRecord>;

/** GET /api/companies/mine and /api/companies/:id. */
export const CompanyView = CompanyRecord.extend({
  sectorIds: z.array(z.string()),
  counts: z.object({
    members: z.number().int(),
    pendingInvitations: z.number().int(),
    documents: z.number().int(),
  }),
  abilities: CompanyAbilities,
});
export type CompanyView = z.infer<typeof CompanyView>;

/** PUT /api/companies/:id/sectors: the company's sectors as saved (duplicates removed). */
export const CompanySectorsView = z.object({ sectorIds: z.array(z.string()) });
export type CompanySectorsView = z.infer<typeof CompanySectorsView>;

/** A verification document (vergi levhası, imza sirküleri) of a company. */
export const CompanyDocumentView = z.object({
  id: z.string(),
  kind: z.enum(COMPANY_DOCUMENT_KINDS),
  fileId: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().describe('Bytes'),
  url: z.string().describe('Serves the file to the company and the platform staff'),
  createdAt: z.string(),
});
export type CompanyDocumentView = z.infer<typeof CompanyDocumentView>;

/** GET /api/companies/:id/documents, oldest first. */
export const CompanyDocumentsView = z.object({ items: z.array(CompanyDocumentView) });
export type CompanyDocumentsView = z.infer<typeof CompanyDocumentsView>;

export { APPROVAL_STATES, COMPANY_ROLES, type CompanyRole };
