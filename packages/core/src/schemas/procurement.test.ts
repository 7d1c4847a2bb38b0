import { describe, expect, it } from 'vitest';
import { fieldLabelsOf } from './field-labels.ts';
import { toFieldErrors } from './field-errors.ts';
import { AdInput } from './ad.ts';
import { BidInput } from './bid.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const validAd = () => ({
  title: 'Koli alımı',
  description: 'Sevkiyat için oluklu koli alınacaktır.',
  sectorId: 'sector-1',
  items: [{ name: 'Koli 40x30x30', quantity: '1.500', unit: 'adet' }],
  deliveryCity: 'İzmir',
  deliveryAddress: 'Bornova',
  deliveryDate: inDays(30).toISOString().slice(0, 10),
  bidDeadline: inDays(7).toISOString(),
  paymentTerms: 'Peşin',
  currency: 'TRY',
});

const errorsOf = (input: unknown) => {
  const result = AdInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    toFieldErrors(result.error.issues, 'tr', fieldLabelsOf(AdInput)).map((e) => [
      e.field,
      e.message,
    ]),
  );
};

describe('the ad form', () => {
  it('accepts a valid ad and stores quantities as canonical decimals', () => {
    const parsed = AdInput.parse(validAd());
    expect(parsed.items[0]?.quantity).toBe('1500');
    expect(parsed.visibility).toBe('open');
  });
  it('names the line and the field of a bad quantity', () => {
    const zero = errorsOf({ ...validAd(), items: [{ name: 'Koli', quantity: '0', unit: 'adet' }] });
    expect(zero['items.0.quantity']).toBe('Miktar sıfırdan büyük olmalıdır');
    const text = errorsOf({
      ...validAd(),
      items: [{ name: 'Koli', quantity: 'abc', unit: 'adet' }],
    });
    expect(text['items.0.quantity']).toBe('Miktar geçerli bir sayı olmalıdır');
    const noName = errorsOf({ ...validAd(), items: [{ name: '', quantity: '1', unit: 'adet' }] });
    expect(noName['items.0.name']).toBe('Kalem adı zorunludur');
  });
  it('refuses a past deadline and a delivery before the deadline', () => {
    const errors = errorsOf({
      ...validAd(),
      bidDeadline: inDays(-1).toISOString(),
      deliveryDate: inDays(-3).toISOString().slice(0, 10),
    });
    expect(errors.bidDeadline).toBe('Son teklif tarihi ileri bir tarih ve saat olmalıdır');
    expect(errors.deliveryDate).toBe('Teslimat tarihi son teklif tarihinden önce olamaz');
  });
  it('needs invited sellers for an invited-only ad, and at least one line', () => {
    const errors = errorsOf({ ...validAd(), visibility: 'invited', items: [] });
    expect(errors.invitedCompanyIds).toBe('En az bir davetli satıcı seçmelisiniz');
    expect(errors.items).toBe('En az bir kalem eklemelisiniz');
  });
  it('refuses more than ten attachments', () => {
    const ids = Array.from({ length: 11 }, (_, i) => `file-${i}`);
    expect(errorsOf({ ...validAd(), attachmentFileIds: ids }).attachmentFileIds).toBeDefined();
  });
});

describe('the bid form', () => {
  const validBid = {
    items: [{ adItemId: 'line-1', unitPrice: '1.250,50' }],
    currency: 'TRY',
    deliveryDays: 10,
    validUntil: inDays(30).toISOString().slice(0, 10),
    paymentTerms: 'Peşin',
  };
  it('reads Turkish prices exactly', () => {
    expect(BidInput.parse(validBid).items[0]?.unitPrice).toBe('1250.5');
  });
  it('refuses prices that are not numbers or have too many decimals', () => {
    const bad = BidInput.safeParse({
      ...validBid,
      items: [{ adItemId: 'line-1', unitPrice: '12,345' }],
    });
    expect(bad.success).toBe(false);
    const text = BidInput.safeParse({
      ...validBid,
      items: [{ adItemId: 'line-1', unitPrice: 'on' }],
    });
    expect(text.success).toBe(false);
  });
});
