import {
  districtsOf,
  emailField,
  isValidMersis,
  isValidTaxNumber,
  normalizeTurkishPhone,
  PROVINCE_NAMES,
  webUrlField,
  type ApprovalState,
} from '@teklifal/core';
import type { OldCompany } from './old-documents.ts';

/** Specification defaults for what the old company document does not say. */
export const IMPORTED_COMPANY_DEFAULTS = { name: 'İsimsiz Şirket' } as const;

/**
 * The tax number of a company whose old document has none (or an invalid one): the column is
 * required and unique, and no real VKN/TCKN starts with letters, so staff can find these.
 */
export const placeholderTaxNumber = (oldId: string) => `ESKI-${oldId}`;

/** Specification §4: only the text 'yes' is approved; anything else blocks the role. */
export const approvalOf = (value: unknown): ApprovalState => (value === 'yes' ? 'yes' : 'no');

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** The tax number as the document gives it, without spaces and dashes. */
export const givenTaxNumber = (doc: OldCompany) => (doc.taxNumber ? digits(doc.taxNumber) : '');
const sameName = (a: string, b: string) => a.toLocaleLowerCase('tr') === b.toLocaleLowerCase('tr');

/**
 * The company's columns from its old document. Names, e-mail and phone fall back to the
 * owner's; an unknown city, district or an invalid web address stays empty for the company to
 * fill in at /my-company (the profile form requires them). `taxNumberTaken`: another company
 * already has the given tax number.
 */
export function companyColumns(
  props: {
    oldId: string;
    doc: OldCompany;
    owner: { email: string; phone: string | null };
    taxNumberTaken: boolean;
  },
  note: (reason: string) => void,
) {
  const { doc, owner } = props;
  const city = PROVINCE_NAMES.find((name) => doc.city && sameName(name, doc.city)) ?? '';
  const district =
    districtsOf(city).find((name) => doc.district && sameName(name, doc.district)) ?? '';
  if (doc.city && (!city || (doc.district && !district))) {
    note('il/ilçe tanınmadı, boş bırakıldı (unknown city or district left empty)');
  }
  const website = doc.website ? webUrlField.safeParse(doc.website) : undefined;
  if (website && !website.success) {
    note(`web adresi geçersiz, alınmadı (invalid website dropped): ${doc.website}`);
  }
  const email = doc.email ? emailField.safeParse(doc.email) : undefined;
  const mersis = doc.mersisNo ? digits(doc.mersisNo) : '';
  return {
    name: doc.name ?? doc.companyName ?? IMPORTED_COMPANY_DEFAULTS.name,
    taxNumber: taxNumberOf(props, note),
    taxOffice: doc.taxOffice ?? '',
    mersisNo: isValidMersis(mersis) ? mersis : null,
    city,
    district,
    address: doc.address ?? '',
    phone: (doc.phone && normalizeTurkishPhone(doc.phone)) || owner.phone || '',
    email: email?.success ? email.data : owner.email,
    website: website?.success ? website.data : null,
    description: doc.description?.slice(0, 2000) ?? null,
    isBuyerConfirmed: approvalOf(doc.isBuyerConfirmed),
    isSellerConfirmed: approvalOf(doc.isSellerConfirmed),
    ...(doc.createdAt ? { createdAt: doc.createdAt } : {}),
  };
}

function taxNumberOf(
  props: { oldId: string; doc: OldCompany; taxNumberTaken: boolean },
  note: (reason: string) => void,
): string {
  const placeholder = placeholderTaxNumber(props.oldId);
  const given = givenTaxNumber(props.doc);
  if (!given) {
    note(`vergi numarası yok; ${placeholder} verildi (no tax number; placeholder given)`);
  } else if (!isValidTaxNumber(given)) {
    note(`vergi numarası geçersiz: ${given}; ${placeholder} verildi (invalid tax number)`);
  } else if (props.taxNumberTaken) {
    note(`vergi numarası başka şirkette: ${given}; ${placeholder} verildi (tax number taken)`);
  } else {
    return given;
  }
  return placeholder;
}
