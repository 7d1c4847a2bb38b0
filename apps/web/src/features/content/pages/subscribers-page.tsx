import { useState } from 'react';
import { Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListFrame, ListTable } from '../../../components/list-frame.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { subscribersCsvUrl, useSubscribers } from '../api/newsletter-staff.ts';

/** /admin/newsletter: who subscribed and when, searchable, downloadable for Excel. */
export function SubscribersPage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.staffTitle'));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers({ q, page });
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('newsletter.staffTitle')}</Title>
        <Button
          component="a"
          href={subscribersCsvUrl(q)}
          download
          variant="light"
          leftSection={<IconDownload size={16} />}
        >
          {t('newsletter.export')}
        </Button>
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} />}
        label={t('newsletter.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <ListFrame
        query={subscribers}
        empty={<EmptyState title={t(q ? 'newsletter.emptySearch' : 'newsletter.empty')} />}
        pages={{
          totalText: (count) => t('newsletter.total', { count }),
          page,
          onPage: setPage,
        }}
      >
        {(items) => (
          <ListTable
            minWidth={480}
            head={
              <Table.Tr>
                <Table.Th>{t('newsletter.csv.email')}</Table.Th>
                <Table.Th>{t('newsletter.csv.locale')}</Table.Th>
                <Table.Th>{t('newsletter.csv.since')}</Table.Th>
              </Table.Tr>
            }
          >
            {items.map((item) => (
              <Table.Tr key={item.id} data-testid="subscriber-row">
                <Table.Td>{item.email}</Table.Td>
                <Table.Td>{item.locale.toUpperCase()}</Table.Td>
                <Table.Td>{formatDateTime(item.createdAt, currentLocale())}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ListFrame>
    </Stack>
  );
}
