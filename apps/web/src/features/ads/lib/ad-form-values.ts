import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  AdDraftInput,
  AdInput,
  addDays,
  instantOfIstanbulWallTime,
  istanbulDateOf,
  istanbulWallTimeOf,
  PROVINCE_NAMES,
  type AdView,
  type AdVisibility,
  type BidCurrencyRule,
  type Currency,
  type Unit,
} from '@teklifal/core';
import type { UploadedFile } from '../../../components/file-upload.tsx';
import { zodValidator } from '../../../lib/form.ts';

export interface AdItemFormValues {
  /** React's key for the row; rows move, so the index will not do. */
  key: string;
  /** The saved line's id (edit): the server keeps the line, and the bid prices on it. */
  id?: string;
  name: string;
  specification: string;
  /** As typed: `12,5` or `12.5`; the schema turns it into the canonical decimal. */
  quantity: string;
  unit: Unit;
}

/**
 * What the ad form holds. Field names are the API's, so a server error on `items.0.quantity`
 * lands on that input; only the attachments differ (files here, their ids in the API).
 */
export interface AdFormValues {
  title: string;
  sectorId: string;
  description: string;
  items: AdItemFormValues[];
  attachments: UploadedFile[];
  deliveryCity: string;
  deliveryAddress: string;
  /** YYYY-MM-DD, '' until chosen. */
  deliveryDate: string;
  /** Istanbul wall time 'YYYY-MM-DD HH:mm:ss', '' until chosen. */
  bidDeadline: string;
  /** Istanbul wall time; '' means until the bid deadline. */
  questionsUntil: string;
  paymentTerms: string;
  currency: Currency;
  budget: string;
  budgetVisible: boolean;
  bidCurrencyRule: BidCurrencyRule;
  partialBids: boolean;
  visibility: AdVisibility;
  invitedCompanyIds: string[];
  sealed: boolean;
}

export type AdForm = UseFormReturnType<AdFormValues>;

export const newAdItem = (): AdItemFormValues => ({
  key: randomId(),
  name: '',
  specification: '',
  quantity: '',
  unit: 'adet',
});

/** The default bid deadline: one week ahead at 17:00, Istanbul time (the pickers' wall time). */
export const defaultDeadline = (now = new Date()) => `${addDays(istanbulDateOf(now), 7)} 17:00:00`;

export function emptyAdForm(now = new Date()): AdFormValues {
  return {
    title: '',
    sectorId: '',
    description: '',
    items: [newAdItem()],
    attachments: [],
    deliveryCity: '',
    deliveryAddress: '',
    deliveryDate: '',
    bidDeadline: defaultDeadline(now),
    questionsUntil: '',
    paymentTerms: '',
    currency: 'TRY',
    budget: '',
    budgetVisible: false,
    bidCurrencyRule: 'fixed',
    partialBids: false,
    visibility: 'open',
    invitedCompanyIds: [],
    sealed: false,
  };
}

/**
 * A canonical decimal (`1250.500`) as a person edits it (`1250,5`). Always with a comma: the
 * shared parser reads `1.250` as one thousand two hundred fifty, the Turkish way.
 */
export function decimalForInput(value: string | null): string {
  if (!value) return '';
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return trimmed.replace('.', ',');
}

/** An instant as the pickers' Istanbul wall time; '' when the draft has none yet. */
const wallTimeOf = (value: string | null) => (value ? istanbulWallTimeOf(value) : '');

/** The form filled from a saved ad (edit); what a draft still lacks stays empty. */
export function adFormFromView(ad: AdView): AdFormValues {
  const deadline = wallTimeOf(ad.bidDeadline);
  const questionsUntil = wallTimeOf(ad.questionsUntil);
  const items = [...ad.items]
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      key: item.id,
      id: item.id,
      name: item.name,
      specification: item.specification ?? '',
      quantity: decimalForInput(item.quantity),
      unit: item.unit,
    }));
  return {
    title: ad.title,
    sectorId: ad.sector?.id ?? '',
    description: ad.description ?? '',
    // A draft saved without lines opens with an empty one to fill in.
    items: items.length > 0 ? items : [newAdItem()],
    attachments: ad.attachments.map((file) => ({
      id: file.fileId,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      url: file.url,
    })),
    deliveryCity: ad.deliveryCity ?? '',
    deliveryAddress: ad.deliveryAddress ?? '',
    deliveryDate: ad.deliveryDate ?? '',
    bidDeadline: deadline,
    // A cut-off equal to the deadline is the default the server filled in; keep it following.
    questionsUntil: questionsUntil === deadline ? '' : questionsUntil,
    paymentTerms: ad.paymentTerms ?? '',
    currency: ad.currency,
    budget: decimalForInput(ad.budget),
    budgetVisible: ad.budgetVisible,
    bidCurrencyRule: ad.bidCurrencyRule,
    partialBids: ad.partialBids,
    visibility: ad.visibility,
    invitedCompanyIds: (ad.invitedSellers ?? []).map((seller) => seller.id),
    sealed: ad.sealed,
  };
}

/** The form's values as the API wants them. */
export function toAdInput(values: AdFormValues): AdInput {
  const invited = values.visibility === 'invited';
  return {
    title: values.title,
    sectorId: values.sectorId,
    description: values.description,
    items: values.items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      name: item.name,
      specification: item.specification.trim() === '' ? null : item.specification,
      quantity: item.quantity,
      unit: item.unit,
    })),
    attachmentFileIds: values.attachments.map((file) => file.id),
    deliveryCity: values.deliveryCity,
    deliveryAddress: values.deliveryAddress,
    deliveryDate: values.deliveryDate,
    bidDeadline: instantOfIstanbulWallTime(values.bidDeadline) ?? values.bidDeadline,
    questionsUntil: values.questionsUntil
      ? (instantOfIstanbulWallTime(values.questionsUntil) ?? values.questionsUntil)
      : null,
    paymentTerms: values.paymentTerms,
    currency: values.currency,
    budget: values.budget.trim() === '' ? null : values.budget,
    budgetVisible: values.budget.trim() !== '' && values.budgetVisible,
    bidCurrencyRule: values.bidCurrencyRule,
    partialBids: values.partialBids,
    visibility: values.visibility,
    invitedCompanyIds: invited ? values.invitedCompanyIds : [],
    sealed: values.sealed,
  };
}

const validateAdInput = zodValidator(AdInput);
const validateDraftInput = zodValidator(AdDraftInput);

/**
 * A draft's rules ("Taslak olarak kaydet"): only the title is needed, but every value given
 * must be one that could be published (AdDraftInput, as the server checks it).
 */
export const validateAdDraftForm = (values: AdFormValues): Record<string, string> =>
  validateDraftInput(toAdInput(values));

/** The rules across fields: they read only these fields of the ad. */
const CROSS_FIELD_KEYS = [
  'bidDeadline',
  'questionsUntil',
  'deliveryDate',
  'visibility',
  'invitedCompanyIds',
] as const;

/** A valid ad apart from the cross-field rules' own fields (see validateAdForm). */
const VALID_REST: AdInput = {
  title: 'Geçerli başlık',
  sectorId: 'sector',
  description: 'Geçerli bir açıklama',
  items: [{ name: 'Kalem', quantity: '1', unit: 'adet' }],
  deliveryCity: PROVINCE_NAMES[0] ?? 'Adana',
  deliveryAddress: 'Adres',
  deliveryDate: '',
  bidDeadline: '',
  paymentTerms: 'Peşin',
  currency: 'TRY',
};

/**
 * The full ad rules ("Yayınla", and any edit of a published ad), as the server applies them
 * (publishing a draft runs the same rules over it: adPublishIssues). Zod checks an object's cross-field
 * rules (deadline in the future, delivery not before the deadline…) only once every field is
 * valid, so those rules run a second time on a valid stand-in carrying just their fields: the
 * buyer sees every problem of the form at once, not one round after another.
 */
export function validateAdForm(values: AdFormValues): Record<string, string> {
  const input = toAdInput(values);
  const errors = validateAdInput(input);
  if (Object.keys(errors).length === 0) return errors;
  const crossFieldInput: AdInput = { ...VALID_REST };
  for (const key of CROSS_FIELD_KEYS) Object.assign(crossFieldInput, { [key]: input[key] });
  const crossField = validateAdInput(crossFieldInput);
  for (const key of CROSS_FIELD_KEYS) {
    const message = crossField[key];
    if (message && !errors[key]) errors[key] = message;
  }
  return errors;
}
