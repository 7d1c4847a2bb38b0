import { useMemo } from 'react';
import { Select, type ComboboxItemGroup } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { sectorName, sectorTree, useSectors } from '../../../lib/sectors.ts';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import type { AdForm } from '../lib/ad-form-values.ts';

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
    const offered = (sectors.data ?? []).filter((s) => s.isActive || s.id === chosen);
    return sectorTree(offered, locale).map(({ sector, children }) => ({
      group: sectorName(sector, locale),
      items: (children.length > 0 ? children : [sector]).map((s) => ({
        value: s.id,
        label: sectorName(s, locale),
      })),
    }));
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
