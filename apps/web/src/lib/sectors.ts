import { queryOptions, useQuery } from '@tanstack/react-query';
import { compareTurkish, type Locale, type SectorsView, type SectorView } from '@teklifal/core';
import { api } from './api-client.ts';
import { sectorsKey } from './query-keys.ts';

/** GET /api/sectors: the two-level sector tree, inactive sectors included. */
export const fetchSectors = () => api<SectorsView>('/sectors').then((r) => r.items);

export const sectorsQueryOptions = queryOptions({
  queryKey: sectorsKey,
  queryFn: fetchSectors,
  // Sectors change only by an admin's hand, rarely: no need to ask on every screen.
  staleTime: 10 * 60_000,
});

export const useSectors = () => useQuery(sectorsQueryOptions);

/** A sector's name in the interface language. */
export const sectorName = (sector: Pick<SectorView, 'nameTr' | 'nameEn'>, locale: Locale) =>
  locale === 'en' ? sector.nameEn : sector.nameTr;

export interface SectorBranch {
  sector: SectorView;
  children: SectorView[];
}

/**
 * The two-level tree of the given sectors: main sectors with their sub-sectors, each level in
 * the admin's order, then alphabetically (Turkish) in the interface language.
 */
export function sectorTree(sectors: SectorView[], locale: Locale): SectorBranch[] {
  const byOrder = (a: SectorView, b: SectorView) =>
    a.sortOrder - b.sortOrder || compareTurkish(sectorName(a, locale), sectorName(b, locale));
  return sectors
    .filter((sector) => !sector.parentId)
    .sort(byOrder)
    .map((sector) => ({
      sector,
      children: sectors.filter((child) => child.parentId === sector.id).sort(byOrder),
    }));
}
