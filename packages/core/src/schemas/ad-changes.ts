import { z } from 'zod';
import { UNITS, type Unit } from './ad.ts';

/** What a seller's bid was made against: the parts of an ad a bid's price depends on. */
export interface AdSnapshot {
  deliveryCity: string;
  deliveryAddress: string;
  deliveryDate: string;
  /** ISO instant. */
  bidDeadline: string;
  paymentTerms: string;
  items: { id: string; name: string; specification: string | null; quantity: string; unit: Unit }[];
}

export const AD_CHANGE_FIELDS = [
  'deliveryCity',
  'deliveryAddress',
  'deliveryDate',
  'bidDeadline',
  'paymentTerms',
] as const;

/**
 * One difference between the ad a bid was made against and the ad now: a term (`field`), or a
 * line added, removed or changed (`line`, with the parts that changed).
 */
export const AdChange = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('term'),
    field: z.enum(AD_CHANGE_FIELDS),
    before: z.string(),
    after: z.string(),
  }),
  z.object({
    kind: z.literal('lineAdded'),
    name: z.string(),
    quantity: z.string(),
    unit: z.enum(UNITS),
  }),
  z.object({
    kind: z.literal('lineRemoved'),
    name: z.string(),
    quantity: z.string(),
    unit: z.enum(UNITS),
  }),
  z.object({
    kind: z.literal('lineChanged'),
    name: z.string(),
    /** Each changed part of the line, before and after. */
    parts: z.array(
      z.object({
        part: z.enum(['name', 'specification', 'quantity', 'unit']),
        before: z.string().nullable(),
        after: z.string().nullable(),
      }),
    ),
  }),
]);
export type AdChange = z.infer<typeof AdChange>;

const LINE_PARTS = ['name', 'specification', 'quantity', 'unit'] as const;

/** Every difference from `before` to `after`, terms first, then lines in the ad's order. */
export function adChanges(before: AdSnapshot, after: AdSnapshot): AdChange[] {
  const changes: AdChange[] = [];
  for (const field of AD_CHANGE_FIELDS) {
    if (before[field] !== after[field]) {
      changes.push({ kind: 'term', field, before: before[field], after: after[field] });
    }
  }
  const earlier = new Map(before.items.map((line) => [line.id, line]));
  for (const line of after.items) {
    const old = earlier.get(line.id);
    earlier.delete(line.id);
    if (!old) {
      changes.push({
        kind: 'lineAdded',
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
      });
      continue;
    }
    const parts = LINE_PARTS.filter((part) => old[part] !== line[part]).map((part) => ({
      part,
      before: old[part],
      after: line[part],
    }));
    if (parts.length > 0) changes.push({ kind: 'lineChanged', name: old.name, parts });
  }
  for (const old of earlier.values()) {
    changes.push({ kind: 'lineRemoved', name: old.name, quantity: old.quantity, unit: old.unit });
  }
  return changes;
}
