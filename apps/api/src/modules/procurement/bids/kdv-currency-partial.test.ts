import { describe, expect, it } from 'vitest';
import { insertAd } from '../../../test/procurement.ts';
import { bidBody, useBidsWorld } from './test-helpers.ts';

const w = useBidsWorld({ sellers: 2 });

const LINES = [
  { name: 'Çelik profil 40x40', quantity: '120', unit: 'm' as const },
  { name: 'Kaynak elektrodu', quantity: '7', unit: 'paket' as const },
  { name: 'Montaj kitabı', quantity: '3', unit: 'adet' as const },
];

const adWith = (more: { bidCurrencyRule?: 'fixed' | 'any'; partialBids?: boolean } = {}) =>
  insertAd(w.app.db, {
    companyId: w.buyer.companyId,
    sectorId: w.sectorId,
    items: LINES,
    ...more,
  });

describe('KDV on bid lines', () => {
  it('keeps each line’s rate and shows net, KDV and gross per line and in total (per-line rounding)', async () => {
    const ad = await adWith();
    const body = bidBody(ad.itemIds, ['12,345', '4,05', '0,05']);
    body.items = body.items.map((item, index) => ({
      ...item,
      vatRate: ([20, 10, 1] as const)[index],
    }));
    // Two decimals per price: '12,345' is refused by the money field, so price it right.
    body.items[0]!.unitPrice = '12,35';
    const saved = await w.api.saveBid(w.seller(0), ad.id, body);
    expect(saved.statusCode).toBe(200);
    const { bid } = saved.json();
    expect(bid.items).toEqual([
      // 120 × 12.35 = 1482.00; KDV 20 % = 296.40
      expect.objectContaining({
        lineTotal: '1482.00',
        vatRate: 20,
        vatAmount: '296.40',
        grossTotal: '1778.40',
      }),
      // 7 × 4.05 = 28.35; 10 % = 2.835 → 2.84 on the line
      expect.objectContaining({
        lineTotal: '28.35',
        vatRate: 10,
        vatAmount: '2.84',
        grossTotal: '31.19',
      }),
      // 3 × 0.05 = 0.15; 1 % = 0.0015 → 0.00
      expect.objectContaining({
        lineTotal: '0.15',
        vatRate: 1,
        vatAmount: '0.00',
        grossTotal: '0.15',
      }),
    ]);
    expect(bid).toMatchObject({ total: '1510.50', vatTotal: '299.24', grossTotal: '1809.74' });
  });

  it('defaults a line to 20 % and refuses a rate Turkey does not have, naming the line’s field', async () => {
    const ad = await adWith();
    const body = bidBody(ad.itemIds, ['10', '10', '10']);
    const refused = await w.api.saveBid(w.seller(1), ad.id, {
      ...body,
      items: body.items.map((item, index) => (index === 1 ? { ...item, vatRate: 18 as 20 } : item)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'items.1.vatRate' })]);
    expect(await w.bidOn(ad.id)).toBeUndefined();
    const saved = await w.api.saveBid(w.seller(1), ad.id, body);
    expect(saved.json().bid.items.map((item: { vatRate: number }) => item.vatRate)).toEqual([
      20, 20, 20,
    ]);
  });

  it('carries the rates into the order and the comparison’s lowest gross price', async () => {
    const ad = await adWith();
    const cheapNet = bidBody(ad.itemIds, ['10', '10', '10']); // 20 % → 12 gross
    const cheapGross = bidBody(ad.itemIds, ['10,50', '10', '10']); // 1 % → 10.605 gross
    cheapGross.items[0]!.vatRate = 1;
    expect((await w.api.saveBid(w.seller(0), ad.id, cheapNet)).statusCode).toBe(200);
    expect((await w.api.saveBid(w.seller(1), ad.id, cheapGross)).statusCode).toBe(200);
    const comparison = (await w.api.comparison(w.buyer, ad.id)).json();
    const [first, second] = comparison.bids.map((b: { id: string }) => b.id);
    expect(comparison.lines[0].lowest).toEqual([
      { currency: 'TRY', unitPrice: '10.00', bidIds: [first] },
    ]);
    expect(comparison.lines[0].lowestGross).toEqual([
      { currency: 'TRY', unitPrice: '10.605', bidIds: [second] },
    ]);

    const awarded = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: second });
    expect(awarded.statusCode).toBe(201);
    // 120 × 10.50 = 1260 at 1 % (12.60); 70 and 30 at 20 % (14.00 and 6.00)
    expect(awarded.json().orders[0]).toMatchObject({ total: '1360.00', vatTotal: '32.60' });
    const order = (
      await w.app.inject({
        method: 'GET',
        url: `/api/orders/${awarded.json().orders[0].id}`,
        headers: { cookie: w.buyer.cookie },
      })
    ).json();
    expect(order).toMatchObject({ total: '1360.00', vatTotal: '32.60', grossTotal: '1392.60' });
    expect(
      order.items.map((item: { vatRate: number; vatAmount: string }) => [
        item.vatRate,
        item.vatAmount,
      ]),
    ).toEqual([
      [1, '12.60'],
      [20, '14.00'],
      [20, '6.00'],
    ]);
    expect(order.vatByRate).toEqual([
      { rate: 1, net: '1260.00', vat: '12.60', gross: '1272.60' },
      { rate: 20, net: '100.00', vat: '20.00', gross: '120.00' },
    ]);
  });
});

describe('the ad’s currency rule', () => {
  it('“only this currency”: a bid in another currency is refused on the currency field', async () => {
    const ad = await adWith({ bidCurrencyRule: 'fixed' });
    const refused = await w.api.saveBid(
      w.seller(0),
      ad.id,
      bidBody(ad.itemIds, ['1', '1', '1'], { currency: 'USD' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        field: 'currency',
        message: 'Bu ilana yalnızca TRY para biriminde teklif verilebilir',
      }),
    ]);
    expect(await w.bidOn(ad.id)).toBeUndefined();
    const ok = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['1', '1', '1']));
    expect(ok.statusCode).toBe(200);
  });

  it('“any currency”: a dollar bid is taken', async () => {
    const ad = await adWith({ bidCurrencyRule: 'any' });
    const saved = await w.api.saveBid(
      w.seller(1),
      ad.id,
      bidBody(ad.itemIds, ['1', '1', '1'], { currency: 'USD' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bid.currency).toBe('USD');
  });
});

describe('partial bids', () => {
  it('an ad that allows them takes a bid on some lines, totalled over those lines', async () => {
    const ad = await adWith({ partialBids: true });
    const body = bidBody(ad.itemIds, ['10', '10', '10']);
    body.items = [body.items[1]!];
    const saved = await w.api.saveBid(w.seller(0), ad.id, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bid).toMatchObject({
      status: 'submitted',
      total: '70.00',
      vatTotal: '14.00',
      grossTotal: '84.00',
    });
    expect(
      saved.json().bid.items.map((item: { unitPrice: string | null }) => item.unitPrice),
    ).toEqual([null, '10.00', null]);
  });

  it('an ad that does not refuses a bid that leaves a line out', async () => {
    const ad = await adWith({ partialBids: false });
    const body = bidBody(ad.itemIds, ['10', '10', '10']);
    body.items = [body.items[1]!];
    const refused = await w.api.saveBid(w.seller(1), ad.id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'items' })]);
  });

  it('the buyer awards each line to a bid that priced it; a whole award needs a bid for every line', async () => {
    const ad = await adWith({ partialBids: true });
    const onlyFirst = bidBody(ad.itemIds, ['10', '10', '10']);
    onlyFirst.items = [onlyFirst.items[0]!];
    const all = bidBody(ad.itemIds, ['12', '9', '9']);
    await w.api.saveBid(w.seller(0), ad.id, onlyFirst);
    await w.api.saveBid(w.seller(1), ad.id, all);
    const [partial, full] = (await w.api.comparison(w.buyer, ad.id))
      .json()
      .bids.map((b: { id: string }) => b.id);

    const whole = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: partial });
    expect(whole.statusCode).toBe(400);
    const unpriced = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[1]!, bidId: partial }],
    });
    expect(unpriced.statusCode).toBe(400);

    const split = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [
        { adItemId: ad.itemIds[0]!, bidId: partial },
        { adItemId: ad.itemIds[1]!, bidId: full },
        { adItemId: ad.itemIds[2]!, bidId: full },
      ],
    });
    expect(split.statusCode).toBe(201);
    expect(split.json().orders).toHaveLength(2);
  });
});
