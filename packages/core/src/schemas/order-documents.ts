import { z } from 'zod';
import { isValidTckn } from '../validators/tax-number.ts';

/**
 * A company of an order as its documents name it: the order's snapshot of the company's tax
 * identity and address, taken at the award (a later profile edit does not change it).
 */
export const OrderPartyView = z.object({
  companyId: z.string(),
  name: z.string().describe('Ticari unvan'),
  taxNumber: z.string(),
  taxNumberKind: z
    .enum(['VKN', 'TCKN'])
    .describe('VKN for a company; TCKN for a sole proprietor taxed by the national id'),
  taxOffice: z.string().describe('Vergi dairesi'),
  mersisNo: z.string().nullable(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type OrderPartyView = z.infer<typeof OrderPartyView>;

/** What labels a tax number: an 11-digit TCKN, else a VKN. */
export const taxNumberKindOf = (taxNumber: string): OrderPartyView['taxNumberKind'] =>
  isValidTckn(taxNumber) ? 'TCKN' : 'VKN';

/**
 * The UBL-TR invoice scenarios (ProfileID) the seller chooses from: TEMELFATURA (basic) or
 * TICARIFATURA (commercial: the buyer may accept or reject) when the buyer uses e-Fatura,
 * EARSIVFATURA when the buyer does not.
 */
export const INVOICE_PROFILES = ['TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA'] as const;
export type InvoiceProfile = (typeof INVOICE_PROFILES)[number];

/** GET /api/orders/:orderId/documents/invoice?profile= */
export const InvoiceDocumentQuery = z.object({
  profile: z.enum(INVOICE_PROFILES, { error: 'validation.oneOf' }).default('TEMELFATURA'),
});
export type InvoiceDocumentQuery = z.input<typeof InvoiceDocumentQuery>;

/** Which documents the viewer may download now (see policies/order-documents.ts). */
export const OrderDocumentsView = z.object({
  invoice: z.boolean().describe('The seller, once the order is completed'),
  despatchAdvice: z.boolean().describe('The seller, once the order has shipped'),
  purchaseOrder: z.boolean().describe('The UBL Order: both parties, in every state'),
  orderResponse: z
    .boolean()
    .describe(
      'The UBL OrderResponseSimple: both parties, once the seller has accepted or declined',
    ),
});
export type OrderDocumentsView = z.infer<typeof OrderDocumentsView>;
