import { Button, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, PROVINCE_NAMES } from '@teklifal/core';
import { SearchInput } from '../../../components/search-input.tsx';
import { SelectOnOpen } from '../../../components/select-on-open.tsx';
import { useDateInputFormat } from '../../../lib/date-input.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSectors } from '../../../lib/sectors.ts';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import type { AdBrowseSort } from '../api/browse-ads.ts';
import { sectorOptions } from '../lib/sector-options.ts';

/** The filters of /ads as they stand in the address (empty text = no filter). */
// A type, not an interface: the address state needs a string index.
export type BrowseAdsParams = {
  q: string;
  sectorId: string;
  city: string;
  currency: string;
  deadlineBefore: string;
  mySectors: string;
  sort: string;
  page: string;
};

export function BrowseAdsFilters({
  params,
  sort,
  onChange,
  onClear,
}: {
  params: BrowseAdsParams;
  /** The sort in effect (relevance only while searching). */
  sort: AdBrowseSort;
  onChange: (changes: Partial<BrowseAdsParams>) => void;
  /** Given while a filter is active. */
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const dateFormat = useDateInputFormat();
  const sectors = useSectors();
  const sorts: AdBrowseSort[] = params.q
    ? ['relevance', 'newest', 'deadline']
    : ['newest', 'deadline'];

  return (
    <Stack gap="sm">
      <SearchInput
        label={t('adBrowse.filters.search')}
        placeholder={t('adBrowse.filters.searchPlaceholder')}
        value={params.q}
        onSearch={(q) => onChange({ q })}
        w="100%"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <SelectOnOpen
          label={t('adBrowse.filters.sector')}
          placeholder={t('adBrowse.filters.any')}
          data={sectorOptions(sectors.data ?? [], currentLocale())}
          value={params.sectorId || null}
          onChange={(value) => onChange({ sectorId: value ?? '' })}
          searchable
          filter={turkishOptionsFilter}
          clearable
          nothingFoundMessage={t('adBrowse.filters.noMatch')}
        />
        <SelectOnOpen
          label={t('adBrowse.filters.city')}
          placeholder={t('adBrowse.filters.any')}
          data={[...PROVINCE_NAMES]}
          value={params.city || null}
          onChange={(value) => onChange({ city: value ?? '' })}
          searchable
          filter={turkishOptionsFilter}
          clearable
          nothingFoundMessage={t('adBrowse.filters.noMatch')}
        />
        <SelectOnOpen
          label={t('adBrowse.filters.currency')}
          placeholder={t('adBrowse.filters.any')}
          data={CURRENCIES.map((currency) => ({
            value: currency,
            label: t(`procurement.currencies.${currency}`),
          }))}
          value={params.currency || null}
          onChange={(value) => onChange({ currency: value ?? '' })}
          clearable
        />
        <DateInput
          label={t('adBrowse.filters.deadlineBefore')}
          placeholder={t('adBrowse.filters.datePlaceholder')}
          {...dateFormat.day}
          value={params.deadlineBefore || null}
          onChange={(value) => onChange({ deadlineBefore: value ?? '' })}
          clearable
        />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="md">
          <Switch
            label={t('adBrowse.filters.mySectors')}
            checked={params.mySectors === 'true'}
            onChange={(event) => onChange({ mySectors: event.currentTarget.checked ? 'true' : '' })}
          />
          {onClear && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} />}
              onClick={onClear}
            >
              {t('adBrowse.filters.clear')}
            </Button>
          )}
        </Group>
        <SelectOnOpen
          label={t('adBrowse.filters.sort')}
          data={sorts.map((value) => ({ value, label: t(`adBrowse.sorts.${value}`) }))}
          value={sort}
          onChange={(value) => onChange({ sort: value ?? '' })}
          allowDeselect={false}
          w={220}
        />
      </Group>
    </Stack>
  );
}
