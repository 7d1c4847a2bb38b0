import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
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
  const items = subscribers.data?.items ?? [];
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
      {subscribers.isPending ? (
        <Skeleton h={240} />
      ) : items.length === 0 ? (
        <EmptyState title={t(q ? 'newsletter.emptySearch' : 'newsletter.empty')} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('newsletter.csv.email')}</Table.Th>
                  <Table.Th>{t('newsletter.csv.locale')}</Table.Th>
                  <Table.Th>{t('newsletter.csv.since')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-testid="subscriber-row">
                    <Table.Td>{item.email}</Table.Td>
                    <Table.Td>{item.locale.toUpperCase()}</Table.Td>
                    <Table.Td>{formatDateTime(item.createdAt, currentLocale())}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ListFooter
        data={subscribers.data}
        totalText={t('newsletter.total', { count: subscribers.data?.total ?? 0 })}
        page={page}
        onPage={setPage}
      />
    </Stack>
  );
}
