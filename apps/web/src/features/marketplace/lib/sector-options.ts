import type { Locale, SectorView } from '@teklifal/core';
import { sectorName, sectorTree } from '../../../lib/sectors.ts';

/**
 * Select options for the two-level sector tree, each main sector followed by its
 * sub-sectors ("Main › Sub"), in the current language. Inactive sectors are left out.
 */
export function sectorOptions(sectors: SectorView[], locale: Locale) {
  const active = sectors.filter((sector) => sector.isActive);
  return sectorTree(active, locale).flatMap(({ sector, children }) => [
    { value: sector.id, label: sectorName(sector, locale) },
    ...children.map((child) => ({
      value: child.id,
      label: `${sectorName(sector, locale)} › ${sectorName(child, locale)}`,
    })),
  ]);
}
