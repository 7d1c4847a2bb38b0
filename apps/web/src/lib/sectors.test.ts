import { describe, expect, it } from 'vitest';
import type { SectorView } from '@teklifal/core';
import { sectorTree } from './sectors.ts';

const sector = (
  id: string,
  parentId: string | null,
  nameTr: string,
  nameEn: string,
  sortOrder = 0,
) => ({ id, parentId, slug: id, nameTr, nameEn, sortOrder, isActive: true }) satisfies SectorView;

const SECTORS = [
  sector('paper', 'office', 'Kırtasiye', 'Stationery'),
  sector('office', null, 'Ofis', 'Office', 2),
  sector('steel', 'metal', 'Çelik', 'Steel'),
  sector('tools', 'metal', 'El aletleri', 'Hand tools'),
  sector('metal', null, 'Metal', 'Metal', 1),
  sector('cable', 'metal', 'Kablo', 'Cable'),
];

const shape = (locale: 'tr' | 'en') =>
  sectorTree(SECTORS, locale).map(({ sector: main, children }) => [
    main.id,
    children.map((child) => child.id),
  ]);

describe('sectorTree', () => {
  it('puts main sectors in the admin order, sub-sectors alphabetically in Turkish', () => {
    // Ç comes after C and before E in Turkish.
    expect(shape('tr')).toEqual([
      ['metal', ['steel', 'tools', 'cable']],
      ['office', ['paper']],
    ]);
  });

  it('sorts by the names of the interface language', () => {
    expect(shape('en')).toEqual([
      ['metal', ['cable', 'tools', 'steel']],
      ['office', ['paper']],
    ]);
  });
});
