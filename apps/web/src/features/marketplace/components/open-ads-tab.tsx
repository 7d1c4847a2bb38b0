import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { browseSortOf, CURRENCIES, formatQuantity, isCalendarDate } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useBrowseAds, type AdBrowseSort } from '../api/browse-ads.ts';
import { AdCard } from './ad-card.tsx';
import { BrowseAdsFilters, type BrowseAdsParams } from './browse-ads-filters.tsx';

const DEFAULTS: BrowseAdsParams = {
  q: '',
  sectorId: '',
  city: '',
  currency: '',
  deadlineBefore: '',
  mySectors: '',
  sort: '',
  page: '1',
};
const PAGE_SIZE = 12;
const FILTER_KEYS = ['q', 'sectorId', 'city', 'currency', 'deadlineBefore', 'mySectors'] as const;
const SORTS: readonly AdBrowseSort[] = ['relevance', 'newest', 'deadline'];

/** Relevance ranks search hits, so it is the default while searching and absent otherwise. */
const sortOf = (params: BrowseAdsParams): AdBrowseSort =>
  browseSortOf({ q: params.q, sort: oneOf(SORTS, params.sort) ?? undefined });

function CardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="ads-skeleton">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={280} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** /ads, first tab: the open ads a seller may bid on, with search, filters and pages. */
export function OpenAdsTab() {
  const { t } = useTranslation();
  const [params, update] = useListParams(DEFAULTS);
  const page = pageOf(params.page);
  const sort = sortOf(params);
  const ads = useBrowseAds({
    q: params.q,
    sectorId: params.sectorId || null,
    city: params.city || null,
    currency: oneOf(CURRENCIES, params.currency),
    deadlineBefore: isCalendarDate(params.deadlineBefore) ? params.deadlineBefore : null,
    mySectors: params.mySectors === 'true',
    sort,
    page,
    pageSize: PAGE_SIZE,
  });
  const filtered = FILTER_KEYS.some((key) => params[key] !== '');
  // Every filter and the sort back to their defaults (which leaves them out of the address).
  const clear = () => update(DEFAULTS);

  return (
    <Stack gap="md">
      <BrowseAdsFilters
        params={params}
        sort={sort}
        onChange={update}
        onClear={filtered ? clear : undefined}
      />
      <ListFrame
        query={ads}
        loadError={(reason) => t('adBrowse.list.loadError', { message: reason })}
        skeleton={<CardsSkeleton />}
        empty={
          filtered ? (
            <EmptyState
              icon={<IconFilterOff size={26} />}
              title={t('adBrowse.list.emptyFiltered')}
              text={t('adBrowse.list.emptyFilteredHint')}
              action={
                <Button variant="light" onClick={clear}>
                  {t('adBrowse.filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<IconSearch size={26} />}
              title={t('adBrowse.list.empty')}
              text={t('adBrowse.list.emptyHint')}
            />
          )
        }
        pages={{
          totalText: (count) =>
            ads.data?.totalCapped
              ? t('adBrowse.list.totalCapped', {
                  total: formatQuantity(String(count), currentLocale()),
                })
              : t('adBrowse.list.total', { count }),
          page,
          onPage: (next) => update({ page: String(next) }),
        }}
      >
        {(items) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            style={{ opacity: ads.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={ads.isPlaceholderData}
          >
            {items.map((ad) => (
              <AdCard key={ad.id} ad={ad} />
            ))}
          </SimpleGrid>
        )}
      </ListFrame>
    </Stack>
  );
}
