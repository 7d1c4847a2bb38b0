import { describe, expect, it } from 'vitest';
import { formatMoney } from '@teklifal/core';
import { LINES, myBidView, testAd, testBid } from '../test-helpers.tsx';
import {
  defaultValidUntil,
  formErrorsOf,
  initialBidFormValues,
  liveTotals,
  toBidRequest,
  validateBidForm,
  type BidFormValues,
} from './bid-form.ts';

const bidDeadline = testAd().bidDeadline;

const values = (prices: [string, string], extra: Partial<BidFormValues> = {}): BidFormValues => ({
  items: [
    { adItemId: 'item-1', unitPrice: prices[0], vatRate: 20 },
    { adItemId: 'item-2', unitPrice: prices[1], vatRate: 20 },
  ],
  currency: 'TRY',
  deliveryDays: 10,
  validUntil: defaultValidUntil(testAd().bidDeadline),
  paymentTerms: 'Peşin',
  note: '',
  attachments: [],
  ...extra,
});

describe('live totals', () => {
  it('are exact decimals: 3 × 0,1 is 0,30 and 12 × 1.250,50 is 15.006,00', () => {
    const totals = liveTotals(LINES, values(['0,1', '1.250,50']).items);
    expect(totals.lines.map((line) => line?.net)).toEqual(['0.30', '15006.00']);
    expect(totals.total).toEqual({ net: '15006.30', vat: '3001.26', gross: '18007.56' });
    expect(totals.complete).toBe(true);
    expect(formatMoney(totals.total.net, 'TRY', 'tr')).toBe('₺15.006,30');
  });

  it('round each line’s KDV at its own rate before summing', () => {
    const form = values(['0,05', '0,05']);
    form.items[1]!.vatRate = 10;
    const totals = liveTotals(LINES, form.items);
    // 3 × 0,05 = 0,15 at 20 % → 0,03; 12 × 0,05 = 0,60 at 10 % → 0,06
    expect(totals.lines).toEqual([
      { net: '0.15', vat: '0.03', gross: '0.18' },
      { net: '0.60', vat: '0.06', gross: '0.66' },
    ]);
    expect(totals.total).toEqual({ net: '0.75', vat: '0.09', gross: '0.84' });
  });

  it('leave unpriced or unreadable lines out of the total and say it is incomplete', () => {
    const totals = liveTotals(LINES, values(['abc', '2,5']).items);
    expect(totals.lines).toEqual([null, { net: '30.00', vat: '6.00', gross: '36.00' }]);
    expect(totals.total.net).toBe('30.00');
    expect(totals.complete).toBe(false);
  });
});

describe('the request', () => {
  it('a submitted bid carries every line as a decimal string, the revision it replaces and the files', () => {
    const { input } = toBidRequest(
      values(['1.250,50', '3'], {
        attachments: [{ id: 'f1', originalName: 'a.pdf', mimeType: '', size: 1, url: '' }],
      }),
      { submit: true, expectedRevision: 4 },
    );
    expect(input.items).toEqual([
      { adItemId: 'item-1', unitPrice: '1250.5', vatRate: 20 },
      { adItemId: 'item-2', unitPrice: '3', vatRate: 20 },
    ]);
    expect(input).toMatchObject({ submit: true, expectedRevision: 4, attachmentFileIds: ['f1'] });
  });

  it('a draft leaves unpriced lines out, and server errors land back on the right row', () => {
    const { input, rows } = toBidRequest(values(['', '4']), {
      submit: false,
      expectedRevision: null,
    });
    expect(input.items).toEqual([{ adItemId: 'item-2', unitPrice: '4', vatRate: 20 }]);
    expect(rows).toEqual([1]);
    expect(
      formErrorsOf({ 'items.0.unitPrice': 'kötü', 'attachmentFileIds.2': 'fazla' }, rows),
    ).toEqual({ 'items.1.unitPrice': 'kötü', attachments: 'fazla' });
  });
});

describe('validation', () => {
  it('a missing price blocks a submit and names its line', () => {
    const errors = validateBidForm(values(['10', '']), { submit: true, lines: LINES, bidDeadline });
    expect(errors).toEqual({
      'items.1.unitPrice': '"Kaynak teli" kalemi için birim fiyat girmelisiniz',
    });
  });

  it('applies the core schema to prices and terms', () => {
    const errors = validateBidForm(
      values(['on lira', '0'], { paymentTerms: ' ', deliveryDays: '' }),
      { submit: true, lines: LINES, bidDeadline },
    );
    expect(errors['items.0.unitPrice']).toBe('Birim fiyat geçerli bir sayı olmalıdır');
    expect(errors['items.1.unitPrice']).toBe('Birim fiyat sıfırdan büyük olmalıdır');
    expect(errors.paymentTerms).toBe('Ödeme koşulları zorunludur');
    expect(errors.deliveryDays).toBe('Teslim süresi (gün) zorunludur');
  });

  it('a quote must stay valid at least until the deadline’s day', () => {
    const deadline = '2030-05-20T09:00:00.000Z';
    const options = { submit: true, lines: LINES, bidDeadline: deadline };
    expect(
      validateBidForm(values(['1', '1'], { validUntil: '2030-05-19' }), options).validUntil,
    ).toBe(
      'Geçerlilik tarihi son teklif tarihinden (20.05.2030) önce olamaz; alıcı karar verene kadar teklifiniz geçerli kalmalı',
    );
    expect(validateBidForm(values(['1', '1'], { validUntil: '2030-05-20' }), options)).toEqual({});
  });

  it('refuses a price whose line total would not fit the amount the server keeps', () => {
    const errors = validateBidForm(values(['1', '9999999999999999']), {
      submit: true,
      lines: LINES,
      bidDeadline,
    });
    expect(errors).toEqual({
      'items.1.unitPrice':
        'Birim fiyat ile miktarın çarpımı (satır tutarı) izin verilen en büyük tutarı aşıyor',
    });
  });

  it('an ad that takes partial bids: a bid sent with some lines carries only those, but not none', () => {
    const options = { submit: true, lines: LINES, bidDeadline, partialBids: true };
    expect(validateBidForm(values(['', '5']), options)).toEqual({});
    expect(validateBidForm(values(['', '']), options)).toEqual({
      items: 'En az bir kalem için birim fiyat girin',
    });
    const { input, rows } = toBidRequest(values(['', '5']), {
      submit: true,
      expectedRevision: null,
      partialBids: true,
    });
    expect(input.items).toEqual([{ adItemId: 'item-2', unitPrice: '5', vatRate: 20 }]);
    expect(rows).toEqual([1]);
  });

  it('a draft may leave lines unpriced but not all of them', () => {
    expect(
      validateBidForm(values(['', '5']), { submit: false, lines: LINES, bidDeadline }),
    ).toEqual({});
    expect(validateBidForm(values(['', '']), { submit: false, lines: LINES, bidDeadline })).toEqual(
      {
        items: 'Taslak kaydetmek için en az bir kalemin birim fiyatını girin',
      },
    );
  });
});

describe('the form as loaded', () => {
  it('a new bid takes the ad’s currency and terms, valid 30 days after the deadline’s day', () => {
    const ad = testAd({ bidDeadline: '2026-03-10T20:59:00.000Z', currency: 'EUR' });
    const initial = initialBidFormValues(ad, myBidView(null), 'tr');
    expect(initial).toMatchObject({
      currency: 'EUR',
      paymentTerms: '30 gün vadeli',
      validUntil: '2026-04-09',
      deliveryDays: '',
    });
    // 23:30 UTC is already the next day in Istanbul.
    expect(defaultValidUntil('2026-03-10T23:30:00.000Z')).toBe('2026-04-10');
  });

  it('a saved bid comes back with its prices written the Turkish way', () => {
    const initial = initialBidFormValues(testAd(), myBidView(testBid()), 'tr');
    expect(initial.items.map((item) => item.unitPrice)).toEqual(['10', '2,5']);
    expect(initial).toMatchObject({ deliveryDays: 10, paymentTerms: 'Peşin' });
  });
});
