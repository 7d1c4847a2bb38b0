import { describe, expect, it } from 'vitest';
import { AdItemInput } from './ad.ts';
import { adChanges, type AdSnapshot } from './ad-changes.ts';

const line = (quantity: string, unit: string) =>
  AdItemInput.safeParse({ name: 'Kalem', quantity, unit });

describe('ad line quantities', () => {
  it.each(['adet', 'koli', 'paket', 'set', 'çift', 'rulo', 'palet'])(
    'counts %s in whole numbers',
    (unit) => {
      const refused = line('2.500,5', unit);
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]).toMatchObject({
        path: ['quantity'],
        message: 'validation.wholeQuantity',
      });
      expect(line('2.500', unit).data?.quantity).toBe('2500');
      expect(line('2500,0', unit).data?.quantity).toBe('2500');
    },
  );

  it.each(['kg', 'ton', 'lt', 'm', 'm2', 'm3', 'saat'])('keeps decimals for %s', (unit) => {
    expect(line('2.500,5', unit).data?.quantity).toBe('2500.5');
  });
});

const before: AdSnapshot = {
  deliveryCity: 'Ankara',
  deliveryAddress: 'OSB 1. Cadde',
  deliveryDate: '2026-12-20',
  bidDeadline: '2026-12-01T09:00:00.000Z',
  paymentTerms: '30 gün vadeli',
  items: [
    { id: 'a', name: 'Boru', specification: null, quantity: '100', unit: 'm' },
    { id: 'b', name: 'Vana', specification: 'PN16', quantity: '12', unit: 'adet' },
  ],
};

describe('what changed in an ad since a bid', () => {
  it('lists term changes, then lines changed, added and removed', () => {
    const after: AdSnapshot = {
      ...before,
      deliveryDate: '2026-12-27',
      items: [
        { id: 'a', name: 'Boru', specification: 'AISI 304', quantity: '150', unit: 'm' },
        { id: 'c', name: 'Dirsek', specification: null, quantity: '20', unit: 'adet' },
      ],
    };
    expect(adChanges(before, after)).toEqual([
      { kind: 'term', field: 'deliveryDate', before: '2026-12-20', after: '2026-12-27' },
      {
        kind: 'lineChanged',
        name: 'Boru',
        parts: [
          { part: 'specification', before: null, after: 'AISI 304' },
          { part: 'quantity', before: '100', after: '150' },
        ],
      },
      { kind: 'lineAdded', name: 'Dirsek', quantity: '20', unit: 'adet' },
      { kind: 'lineRemoved', name: 'Vana', quantity: '12', unit: 'adet' },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(adChanges(before, structuredClone(before))).toEqual([]);
  });
});
