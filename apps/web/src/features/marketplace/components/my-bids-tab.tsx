import { Button, Group, Select, Skeleton, Stack } from '@mantine/core';
import { IconDownload, IconFileInvoice, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BID_STATUSES } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { myBidsExportUrl, useMyBids } from '../api/my-bids.ts';
import { MyBidsTable } from './my-bids-table.tsx';

// Named apart from the ads tab's filters: both tabs keep theirs in the same address.
const DEFAULTS = { bidQ: '', bidStatus: '', bidPage: '1' };
const PAGE_SIZE = 20;

/** /ads, "Tekliflerim" tab: the seller's bids on every ad, with a status filter and CSV. */
export function MyBidsTab() {
  const { t } = useTranslation();
  const [params, update] = useListParams(DEFAULTS, { pageKey: 'bidPage' });
  const page = pageOf(params.bidPage);
  const status = oneOf(BID_STATUSES, params.bidStatus);
  const bids = useMyBids({ q: params.bidQ, status, page, pageSize: PAGE_SIZE });
  const filtered = params.bidQ !== '' || status !== null;
  const clear = () => update({ bidQ: '', bidStatus: '' });

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" wrap="wrap" gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <SearchInput
            label={t('adBrowse.myBids.search')}
            value={params.bidQ}
            onSearch={(bidQ) => update({ bidQ })}
          />
          <Select
            label={t('adBrowse.myBids.status')}
            data={[
              { value: 'all', label: t('adBrowse.myBids.allStatuses') },
              ...BID_STATUSES.map((value) => ({
                value,
                label: t(`procurement.bidStatus.${value}`),
              })),
            ]}
            value={status ?? 'all'}
            onChange={(value) => update({ bidStatus: value === 'all' ? '' : (value ?? '') })}
            allowDeselect={false}
            w={220}
          />
        </Group>
        <Button
          component="a"
          href={myBidsExportUrl({ q: params.bidQ, status })}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          {t('procurement.exportCsv')}
        </Button>
      </Group>
      <ListFrame
        query={bids}
        loadError={(reason) => t('adBrowse.myBids.loadError', { message: reason })}
        skeleton={<Skeleton h={240} radius="md" data-testid="my-bids-skeleton" />}
        empty={
          filtered ? (
            <EmptyState
              icon={<IconFilterOff size={26} />}
              title={t('adBrowse.myBids.emptyFiltered')}
              action={
                <Button variant="light" onClick={clear}>
                  {t('adBrowse.filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<IconFileInvoice size={26} />}
              title={t('adBrowse.myBids.empty')}
              text={t('adBrowse.myBids.emptyHint')}
              action={
                <Button component={Link} to="/ads" variant="light">
                  {t('adBrowse.tabs.ads')}
                </Button>
              }
            />
          )
        }
        pages={{
          totalText: (count) => t('adBrowse.myBids.total', { count }),
          page,
          onPage: (next) => update({ bidPage: String(next) }),
        }}
      >
        {(items) => <MyBidsTable bids={items} />}
      </ListFrame>
    </Stack>
  );
}
