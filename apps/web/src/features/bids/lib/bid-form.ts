import {
  addDays,
  amountOverflow,
  BidInput,
  formatDate,
  istanbulDateOf,
  lineTotal,
  normalizeDecimalInput,
  isPositiveDecimal,
  DEFAULT_VAT_RATE,
  lineAmounts,
  vatTotals,
  type VatAmounts,
  type VatRate,
  type AdItemView,
  type PublishedAdView,
  type Currency,
  type Locale,
  type MyBidView,
} from '@teklifal/core';
import type { UploadedFile } from '../../../components/file-upload.tsx';
import { zodValidator } from '../../../lib/form.ts';
import { currentLocale, i18n } from '../../../lib/i18n.ts';

const validateBidInput = zodValidator(BidInput);

/** What the bid form edits: prices as typed (Turkish or English writing), files as uploaded. */
export interface BidFormValues {
  items: { adItemId: string; unitPrice: string; vatRate: VatRate }[];
  currency: Currency;
  deliveryDays: number | string;
  validUntil: string | null;
  paymentTerms: string;
  note: string;
  attachments: UploadedFile[];
}

/** The ad's lines in the order the buyer listed them. */
export const adLines = <L extends Pick<AdItemView, 'position'>>(ad: { items: readonly L[] }): L[] =>
  [...ad.items].sort((a, b) => a.position - b.position);

export const DEFAULT_VALIDITY_DAYS = 30;

/** A quote should stay valid while the buyer decides: by default 30 days after the deadline's day. */
export function defaultValidUntil(bidDeadline: string): string {
  return addDays(istanbulDateOf(new Date(bidDeadline)), DEFAULT_VALIDITY_DAYS);
}

/** A canonical decimal (`1250.5`) the way a person of the locale types it (`1250,5`). */
export const decimalForInput = (value: string, locale: Locale) =>
  locale === 'tr' ? value.replace('.', ',') : value;

/** The form as loaded: the seller's saved bid, or the ad's own terms for a new one. */
export function initialBidFormValues(
  ad: PublishedAdView,
  myBid: MyBidView,
  locale: Locale,
): BidFormValues {
  const bid = myBid.bid;
  const savedLine = (adItemId: string) => bid?.items.find((item) => item.adItemId === adItemId);
  return {
    items: adLines(ad).map((line) => {
      const saved = savedLine(line.id);
      const price = saved?.unitPrice ?? null;
      return {
        adItemId: line.id,
        unitPrice: price ? decimalForInput(price, locale) : '',
        vatRate: saved?.vatRate ?? DEFAULT_VAT_RATE,
      };
    }),
    // An ad that takes bids in its own currency only leaves the seller no other choice.
    currency: ad.bidCurrencyRule === 'fixed' ? ad.currency : (bid?.currency ?? ad.currency),
    deliveryDays: bid?.deliveryDays ?? '',
    validUntil: bid?.validUntil ?? defaultValidUntil(ad.bidDeadline),
    paymentTerms: bid?.paymentTerms ?? ad.paymentTerms,
    note: bid?.note ?? '',
    attachments: (bid?.attachments ?? []).map((file) => ({
      id: file.fileId,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      url: file.url,
    })),
  };
}

/** The canonical price of a line as typed, or null while it is empty or not a positive number. */
export function parsedPrice(typed: string): string | null {
  const normalized = normalizeDecimalInput(typed);
  return normalized !== null && isPositiveDecimal(normalized) ? normalized : null;
}

export interface LiveTotals {
  /**
   * Per line (same order as the ad's lines): net (quantity × unit price), its KDV rounded on
   * the line, and gross; null until priced.
   */
  lines: (VatAmounts | null)[];
  /** The sums over the priced lines, exact to the kuruş. */
  total: VatAmounts;
  /** Every line has a price. */
  complete: boolean;
}

/** Line and grand totals while the seller types: decimal arithmetic, never floats. */
export function liveTotals(lines: AdItemView[], items: BidFormValues['items']): LiveTotals {
  const priced = lines.map((line, index) => {
    const item = items[index];
    const price = parsedPrice(item?.unitPrice ?? '');
    if (price === null) return null;
    const vatRate = item?.vatRate ?? DEFAULT_VAT_RATE;
    return { net: lineTotal(line.quantity, price), vatRate };
  });
  const present = priced.filter((line) => line !== null);
  const { net, vat, gross } = vatTotals(present);
  return {
    lines: priced.map((line) => (line === null ? null : lineAmounts(line.net, line.vatRate))),
    total: { net, vat, gross },
    complete: present.length === priced.length,
  };
}

export interface BidRequest {
  input: BidInput;
  /** For each sent line, its row in the form (a draft leaves unpriced lines out). */
  rows: number[];
}

/**
 * The request body. A submitted bid carries every line (on an ad that takes partial bids, the
 * lines priced); a draft only the lines priced so far (the server keeps no empty prices).
 */
export function toBidRequest(
  values: BidFormValues,
  options: { submit: boolean; expectedRevision: number | null; partialBids?: boolean },
): BidRequest {
  const everyLine = options.submit && !options.partialBids;
  const rows = values.items
    .map((item, row) => ({ item, row }))
    .filter(({ item }) => everyLine || item.unitPrice.trim() !== '');
  return {
    input: {
      // Canonical decimals (`1250.5`), so no one has to guess what `1.250` meant; what cannot
      // be read goes as typed for the schema to name.
      items: rows.map(({ item }) => ({
        adItemId: item.adItemId,
        unitPrice: parsedPrice(item.unitPrice) ?? item.unitPrice.trim(),
        vatRate: item.vatRate,
      })),
      currency: values.currency,
      deliveryDays: values.deliveryDays,
      validUntil: values.validUntil ?? '',
      paymentTerms: values.paymentTerms,
      note: values.note,
      attachmentFileIds: values.attachments.map((file) => file.id),
      submit: options.submit,
      expectedRevision: options.expectedRevision,
    },
    rows: rows.map(({ row }) => row),
  };
}

/**
 * Field errors of the request, keyed by the form's fields: a line's error goes to its own row
 * (`items.1.unitPrice`) even when a draft sent fewer lines, and the files' to `attachments`.
 */
export function formErrorsOf(
  errors: Record<string, string>,
  rows: number[],
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const line = /^items\.(\d+)(\..+)?$/.exec(field);
    if (line) {
      const row = rows[Number(line[1])] ?? Number(line[1]);
      mapped[`items.${row}${line[2] ?? ''}`] = message;
    } else if (field.startsWith('attachmentFileIds')) {
      mapped.attachments = message;
    } else {
      mapped[field] = message;
    }
  }
  return mapped;
}

/** The server's bound on what it stores: each line total, and the total, fit the amount column. */
function amountErrors(values: BidFormValues, lines: AdItemView[]): Record<string, string> {
  const priced = values.items.flatMap((item, row) => {
    const unitPrice = parsedPrice(item.unitPrice);
    const quantity = lines[row]?.quantity;
    return unitPrice && quantity ? [{ row, quantity, unitPrice }] : [];
  });
  const overflow = amountOverflow(priced);
  const errors: Record<string, string> = {};
  for (const index of overflow.lines) {
    errors[`items.${priced[index]?.row ?? 0}.unitPrice`] = i18n.t('validation.lineTotalTooLarge', {
      field: i18n.t('fields.unitPrice'),
    });
  }
  if (overflow.total) errors.items = i18n.t('validation.totalTooLarge');
  return errors;
}

/**
 * The core schema's rules (the server applies the same), plus the server's own checks against
 * the ad: a bid sent to the buyer prices every line, and names the line that lacks one (a
 * draft prices at least one); the quote stays valid at least until the deadline's day.
 */
export function validateBidForm(
  values: BidFormValues,
  options: {
    submit: boolean;
    lines: AdItemView[];
    bidDeadline: string;
    partialBids?: boolean;
  },
): Record<string, string> {
  const { input, rows } = toBidRequest(values, {
    submit: options.submit,
    expectedRevision: null,
    partialBids: options.partialBids,
  });
  const errors = formErrorsOf(validateBidInput(input), rows);
  if (options.submit && options.partialBids) {
    if (rows.length === 0) errors.items = i18n.t('bids.form.partialNeedsPrice');
  } else if (options.submit) {
    values.items.forEach((item, row) => {
      if (item.unitPrice.trim() !== '') return;
      const name = options.lines[row]?.name ?? String(row + 1);
      errors[`items.${row}.unitPrice`] = i18n.t('bids.form.missingPrice', { name });
    });
  } else if (rows.length === 0) {
    errors.items = i18n.t('bids.form.draftNeedsPrice');
  }
  // The buyer decides after the deadline, so a quote must still be valid on that day.
  const deadlineDay = istanbulDateOf(new Date(options.bidDeadline));
  if (!errors.validUntil && values.validUntil && values.validUntil < deadlineDay) {
    errors.validUntil = i18n.t('bids.form.validBeforeDeadline', {
      date: formatDate(options.bidDeadline, currentLocale()),
    });
  }
  // A field's earlier error (an unreadable or missing price) says more than the amount bound.
  for (const [field, message] of Object.entries(amountErrors(values, options.lines))) {
    errors[field] ??= message;
  }
  // An empty number box coerces to 0; "required" says what is wrong better than "positive".
  if (String(values.deliveryDays).trim() === '') {
    errors.deliveryDays = i18n.t('validation.required', { field: i18n.t('fields.deliveryDays') });
  }
  return errors;
}
