import { Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AD_STATUSES } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { SelectOnOpen } from '../../../components/select-on-open.tsx';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { myAdsExportUrl, useMyAds, type MyAdSort } from '../api/my-ads.ts';
import { MyAdsList } from '../components/my-ads-list.tsx';

const DEFAULTS = { status: 'all', q: '', sort: 'newest', page: '1' };
const PAGE_SIZE = 20;

/** The address speaks words; the API its sort fields. */
const SORTS = {
  newest: '-createdAt',
  deadlineSoonest: 'bidDeadline',
  deadlineLatest: '-bidDeadline',
  title: 'title',
} as const satisfies Record<string, MyAdSort>;
type SortName = keyof typeof SORTS;

const sortNameOf = (value: string): SortName => (value in SORTS ? (value as SortName) : 'newest');

function ListSkeleton() {
  return (
    <Stack gap="xs" data-testid="my-ads-skeleton">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h={64} radius="md" />
      ))}
    </Stack>
  );
}

function MyAdsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="my-ads-empty"
      icon={<IconFileText size={28} />}
      text={filtered ? t('ads.myAds.emptyFiltered') : t('ads.myAds.empty')}
      action={
        <Group justify="center">
          {filtered && (
            <Button variant="default" onClick={onClear}>
              {t('ads.myAds.clearFilters')}
            </Button>
          )}
          <Button component={Link} to="/createAd" leftSection={<IconPlus size={18} />}>
            {t('ads.myAds.create')}
          </Button>
        </Group>
      }
    />
  );
}

/** /myads: the company's ads by status, with search, sort, pages and the actions of each. */
export function MyAdsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.myAds'));
  const [params, update] = useListParams(DEFAULTS);
  const status = oneOf(AD_STATUSES, params.status);
  const sortName = sortNameOf(params.sort);
  const page = pageOf(params.page);
  const filters = { status, q: params.q, sort: SORTS[sortName] };
  const ads = useMyAds({ ...filters, page, pageSize: PAGE_SIZE });
  const filtered = status !== null || params.q !== '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('pages.myAds')}</Title>
          <Text c="dimmed" mt={4}>
            {t('ads.myAds.subtitle')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component="a"
            href={myAdsExportUrl(filters)}
            download
            variant="default"
            leftSection={<IconDownload size={18} />}
          >
            {t('procurement.exportCsv')}
          </Button>
          <Button component={Link} to="/createAd" leftSection={<IconPlus size={18} />}>
            {t('ads.myAds.create')}
          </Button>
        </Group>
      </Group>

      <Tabs value={status ?? 'all'} onChange={(value) => update({ status: value ?? 'all' })}>
        <Tabs.List
          aria-label={t('ads.myAds.tabsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {(['all', ...AD_STATUSES] as const).map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ whiteSpace: 'nowrap' }}>
              {t(`ads.myAds.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group align="flex-end" wrap="wrap">
        <SearchInput
          label={t('ads.myAds.search')}
          placeholder={t('ads.myAds.searchPlaceholder')}
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <SelectOnOpen
          label={t('ads.myAds.sort')}
          data={(Object.keys(SORTS) as SortName[]).map((name) => ({
            value: name,
            label: t(`ads.myAds.sorts.${name}`),
          }))}
          value={sortName}
          onChange={(value) => update({ sort: value ?? 'newest' })}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>

      <ListFrame
        query={ads}
        loadError={(reason) => t('ads.myAds.loadFailed', { message: reason })}
        skeleton={<ListSkeleton />}
        empty={<MyAdsEmpty filtered={filtered} onClear={() => update({ status: 'all', q: '' })} />}
        stale
        pages={{
          totalText: (count) => t('ads.myAds.total', { count }),
          page,
          onPage: (next) => update({ page: String(next) }),
        }}
      >
        {(items) => <MyAdsList ads={items} />}
      </ListFrame>
    </Stack>
  );
}
