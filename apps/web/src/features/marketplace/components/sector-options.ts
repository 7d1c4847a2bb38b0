import { compareTurkish, type SectorView } from '@teklifal/core';

/**
 * Select options for the two-level sector tree, each main sector followed by its
 * sub-sectors ("Main › Sub"), in the current language. Inactive sectors are left out.
 */
export function sectorOptions(sectors: SectorView[], language: string) {
  const nameOf = (sector: SectorView) => (language === 'en' ? sector.nameEn : sector.nameTr);
  const byOrder = (a: SectorView, b: SectorView) =>
    a.sortOrder - b.sortOrder || compareTurkish(nameOf(a), nameOf(b));
  const active = sectors.filter((sector) => sector.isActive);
  const roots = active.filter((sector) => !sector.parentId).sort(byOrder);
  return roots.flatMap((root) => [
    { value: root.id, label: nameOf(root) },
    ...active
      .filter((sector) => sector.parentId === root.id)
      .sort(byOrder)
      .map((child) => ({ value: child.id, label: `${nameOf(root)} › ${nameOf(child)}` })),
  ]);
}
