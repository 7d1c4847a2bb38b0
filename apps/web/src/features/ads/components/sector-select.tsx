import { useMemo } from 'react';
import { Select, type ComboboxItemGroup } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { compareTurkish, type Locale, type SectorView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSectors } from '../api/sectors.ts';
import type { AdForm } from './ad-form-values.ts';
import { turkishOptionsFilter } from './turkish-filter.ts';

const nameOf = (sector: SectorView, locale: Locale) =>
  locale === 'en' ? sector.nameEn : sector.nameTr;

/**
 * The ad's sector: a sub-sector, grouped under its parent, searchable. A parent without
 * sub-sectors can be chosen itself. Inactive sectors are offered only when already chosen.
 */
export function SectorSelect({ form }: { form: AdForm }) {
  const { t } = useTranslation();
  const sectors = useSectors();
  const chosen = form.values.sectorId;
  const locale = currentLocale();

  const data = useMemo((): ComboboxItemGroup<{ value: string; label: string }>[] => {
    const all = (sectors.data ?? []).filter((s) => s.isActive || s.id === chosen);
    const bySortOrder = (a: SectorView, b: SectorView) =>
      a.sortOrder - b.sortOrder || compareTurkish(nameOf(a, locale), nameOf(b, locale));
    return all
      .filter((s) => !s.parentId)
      .sort(bySortOrder)
      .map((parent) => {
        const children = all.filter((s) => s.parentId === parent.id).sort(bySortOrder);
        const options = children.length > 0 ? children : [parent];
        return {
          group: nameOf(parent, locale),
          items: options.map((s) => ({ value: s.id, label: nameOf(s, locale) })),
        };
      })
      .filter((group) => group.items.length > 0);
  }, [sectors.data, chosen, locale]);

  const { value, onChange, ...inputProps } = form.getInputProps('sectorId');
  return (
    <Select
      label={t('ads.form.sector')}
      description={t('ads.form.sectorHint')}
      placeholder={
        sectors.isPending ? t('ads.form.sectorsLoading') : t('ads.form.sectorPlaceholder')
      }
      data={data}
      searchable
      filter={turkishOptionsFilter}
      nothingFoundMessage={t('ads.form.nothingFound')}
      maxDropdownHeight={320}
      required
      value={(value as string) || null}
      onChange={(next) => onChange(next ?? '')}
      {...inputProps}
    />
  );
}
