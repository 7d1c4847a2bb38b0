import { describe, expect, it } from 'vitest';
import { AdInput } from './ad.ts';
import { AdDraftInput, adPublishIssues, keptLines, type AdDraft } from './ad-draft.ts';
import { fieldLabelsOf } from './field-labels.ts';
import { toFieldErrors } from './field-errors.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const draftErrors = (input: unknown) => {
  const result = AdDraftInput.safeParse(input, { reportInput: true });
  if (result.success) return {};
  const errors = toFieldErrors(result.error.issues, 'tr', fieldLabelsOf(AdDraftInput));
  return Object.fromEntries(errors.map((error) => [error.field, error.message]));
};

const publishErrors = (draft: AdDraft, locale: 'tr' | 'en' = 'tr') =>
  Object.fromEntries(
    toFieldErrors(adPublishIssues(draft), locale, fieldLabelsOf(AdInput)).map((error) => [
      error.field,
      error.message,
    ]),
  );

/** What the form sends for a draft with only a title: every other field empty. */
const emptyForm = {
  title: 'Koli alımı',
  description: '',
  sectorId: '',
  items: [{ name: '', specification: null, quantity: '', unit: 'adet' }],
  deliveryCity: '',
  deliveryAddress: '',
  deliveryDate: '',
  bidDeadline: '',
  questionsUntil: null,
  paymentTerms: '',
  currency: 'TRY',
  budget: null,
};

describe('a draft', () => {
  it('needs only its title; empty fields are kept as missing, an empty line as none', () => {
    const draft = AdDraftInput.parse(emptyForm);
    expect(draft).toMatchObject({
      title: 'Koli alımı',
      description: null,
      sectorId: null,
      deliveryCity: null,
      deliveryDate: null,
      bidDeadline: null,
      paymentTerms: null,
      budget: null,
      currency: 'TRY',
      visibility: 'open',
    });
    expect(keptLines(draft.items)).toEqual([]);
    expect(AdDraftInput.parse({ title: 'Koli alımı' }).items).toEqual([]);
  });

  it('refuses a draft without a title, naming it', () => {
    expect(draftErrors({ ...emptyForm, title: '  ' })).toEqual({ title: 'Başlık zorunludur' });
    expect(draftErrors({})).toEqual({ title: 'Başlık zorunludur' });
  });

  it('still checks every value it is given, naming the field', () => {
    const errors = draftErrors({
      ...emptyForm,
      description: 'kısa',
      deliveryDate: '2026-02-30',
      bidDeadline: 'yarın',
      deliveryCity: 'Gotham',
      budget: 'çok',
      items: [{ name: 'Koli', quantity: '2,5', unit: 'adet' }],
    });
    expect(errors).toEqual({
      description: 'Açıklama en az 10 karakter olmalıdır',
      deliveryDate: 'Teslimat tarihi geçerli bir tarih olmalıdır',
      bidDeadline: 'Son teklif tarihi geçerli bir tarih ve saat olmalıdır',
      deliveryCity: 'Teslimat ili izin verilen değerlerden biri olmalıdır',
      budget: 'Bütçe geçerli bir sayı olmalıdır',
      'items.0.quantity': 'Miktar tam sayı olmalıdır (adet parça sayar)',
    });
  });

  it('keeps a line with a name and no quantity; a line with anything else needs its name', () => {
    const draft = AdDraftInput.parse({
      ...emptyForm,
      items: [
        { name: 'Koli 40x30', quantity: '', unit: 'koli' },
        { name: '', quantity: '', unit: 'kg' },
      ],
    });
    expect(keptLines(draft.items)).toEqual([
      { name: 'Koli 40x30', specification: undefined, quantity: null, unit: 'koli' },
    ]);
    const errors = draftErrors({
      ...emptyForm,
      items: [
        { name: '', quantity: '', unit: 'adet' },
        { name: '', quantity: '12', unit: 'adet' },
      ],
    });
    expect(errors).toEqual({ 'items.1.name': 'Kalem adı zorunludur' });
  });

  it('keeps the dates it has in order, but leaves a past deadline to publishing', () => {
    const deadline = inDays(10).toISOString();
    expect(
      draftErrors({ ...emptyForm, bidDeadline: deadline, deliveryDate: '2001-01-01' }),
    ).toEqual({ deliveryDate: 'Teslimat tarihi son teklif tarihinden önce olamaz' });
    expect(draftErrors({ ...emptyForm, bidDeadline: inDays(-1).toISOString() })).toEqual({});
  });
});

describe('publishing a draft', () => {
  it('names every missing field, in Turkish and in English', () => {
    const draft = AdDraftInput.parse({
      ...emptyForm,
      items: [{ name: 'Koli 40x30', quantity: '', unit: 'koli' }],
    });
    expect(publishErrors(draft)).toEqual({
      description: 'Açıklama zorunludur',
      sectorId: 'Sektör zorunludur',
      'items.0.quantity': 'Miktar zorunludur',
      deliveryCity: 'Teslimat ili zorunludur',
      deliveryAddress: 'Teslimat adresi zorunludur',
      deliveryDate: 'Teslimat tarihi zorunludur',
      bidDeadline: 'Son teklif tarihi zorunludur',
      paymentTerms: 'Ödeme koşulları zorunludur',
    });
    // As saved, without its empty line: no lines at all. As sent, the empty line needs a name.
    const saved = AdDraftInput.parse(emptyForm);
    expect(publishErrors({ ...saved, items: keptLines(saved.items) }, 'en')).toMatchObject({
      items: 'You must add at least one line item',
      description: 'Description is required',
    });
    expect(publishErrors(saved)['items.0.name']).toBe('Kalem adı zorunludur');
  });

  it('finds nothing missing in a complete draft, decimals read back as saved', () => {
    const draft = AdDraftInput.parse({
      title: 'Koli alımı',
      description: 'Sevkiyat için oluklu koli alınacaktır.',
      sectorId: 'sector-1',
      items: [{ name: 'Streç film', quantity: '1,234', unit: 'kg' }],
      deliveryCity: 'İzmir',
      deliveryAddress: 'Bornova',
      deliveryDate: inDays(30).toISOString().slice(0, 10),
      bidDeadline: inDays(7).toISOString(),
      paymentTerms: 'Peşin',
      budget: '1.250,50',
    });
    expect(draft.items[0]?.quantity).toBe('1.234');
    expect(draft.budget).toBe('1250.5');
    expect(adPublishIssues(draft)).toEqual([]);
  });

  it('refuses a draft whose deadline has passed since it was saved', () => {
    const draft = AdDraftInput.parse({
      title: 'Koli alımı',
      description: 'Sevkiyat için oluklu koli alınacaktır.',
      sectorId: 'sector-1',
      items: [{ name: 'Koli', quantity: '10', unit: 'adet' }],
      deliveryCity: 'İzmir',
      deliveryAddress: 'Bornova',
      deliveryDate: inDays(3).toISOString().slice(0, 10),
      bidDeadline: inDays(-1).toISOString(),
      paymentTerms: 'Peşin',
    });
    expect(publishErrors(draft)).toEqual({
      bidDeadline: 'Son teklif tarihi ileri bir tarih ve saat olmalıdır',
    });
  });
});
