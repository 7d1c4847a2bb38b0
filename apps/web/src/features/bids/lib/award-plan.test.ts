import { describe, expect, it } from 'vitest';
import { comparedBid, LINES } from '../test-helpers.tsx';
import { currencyGroups, defaultLineChoices, planOrders, toAwardInput } from './award-plan.ts';

const cheapTry = comparedBid('b1', 'Ucuz Boru', ['9', '3']);
const otherTry = comparedBid('b2', 'Kaynakçı', ['11', '2']);
const usd = comparedBid('b3', 'Global Steel', ['1', '1'], { currency: 'USD' });
const expired = comparedBid('b4', 'Eski Teklif', ['5', '1'], {
  status: 'expired',
  acceptable: false,
});

describe('the suggested bid per line', () => {
  it('is the lowest acceptable price in the ad’s currency, never a lower number in another currency', () => {
    expect(
      defaultLineChoices(['item-1', 'item-2'], [cheapTry, otherTry, usd, expired], 'TRY'),
    ).toEqual({ 'item-1': 'b1', 'item-2': 'b2' });
  });

  it('leaves a line without a candidate unchosen', () => {
    expect(defaultLineChoices(['item-1'], [usd, expired], 'TRY')).toEqual({});
  });
});

describe('currency groups', () => {
  it('put the ad’s currency first and the cheapest total first inside a group', () => {
    const groups = currencyGroups([usd, otherTry, cheapTry], 'TRY');
    expect(groups.map((g) => [g.currency, g.bids.map((b) => b.id)])).toEqual([
      ['TRY', ['b2', 'b1']],
      ['USD', ['b3']],
    ]);
  });
});

describe('the award', () => {
  it('whole: one order with every line', () => {
    const draft = { mode: 'whole' as const, bidId: 'b1' };
    expect(toAwardInput(draft)).toEqual({ mode: 'whole', bidId: 'b1' });
    const { orders, unassigned } = planOrders(draft, LINES, [cheapTry, otherTry]);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.total).toBe('63.00');
    expect(orders[0]?.vat).toBe('12.60');
    expect(orders[0]?.gross).toBe('75.60');
    expect(unassigned).toEqual([]);
  });

  it('per line: one order per seller with its lines; an unchosen line stays unassigned', () => {
    const split = {
      mode: 'lines' as const,
      choices: { 'item-1': 'b1', 'item-2': 'b2' },
      onlyItemIds: null,
    };
    expect(toAwardInput(split)).toEqual({
      mode: 'lines',
      lines: [
        { adItemId: 'item-1', bidId: 'b1' },
        { adItemId: 'item-2', bidId: 'b2' },
      ],
    });
    const { orders } = planOrders(split, LINES, [cheapTry, otherTry]);
    expect(orders.map((o) => [o.bid.id, o.lines.map((l) => l.line.id), o.total])).toEqual([
      ['b1', ['item-1'], '27.00'],
      ['b2', ['item-2'], '24.00'],
    ]);

    const partial = { mode: 'lines' as const, choices: { 'item-2': 'b2' }, onlyItemIds: null };
    expect(planOrders(partial, LINES, [cheapTry, otherTry]).unassigned.map((l) => l.id)).toEqual([
      'item-1',
    ]);
    expect(toAwardInput({ mode: 'lines', choices: {}, onlyItemIds: null })).toBeNull();
    expect(toAwardInput({ mode: 'whole', bidId: null })).toBeNull();
  });

  it('a re-award only concerns the declined lines', () => {
    const reaward = {
      mode: 'lines' as const,
      choices: { 'item-2': 'b2' },
      onlyItemIds: ['item-2'],
    };
    const { orders, unassigned } = planOrders(reaward, LINES, [cheapTry, otherTry]);
    expect(orders.map((o) => o.lines.map((l) => l.line.id))).toEqual([['item-2']]);
    expect(unassigned).toEqual([]);
  });
});
