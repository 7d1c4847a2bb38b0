import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '@teklifal/core';
import { ListFooter } from '../../../components/list-footer.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { problemMessage } from '../../../lib/api-client.ts';

/**
 * The frame every back office table shares: a skeleton while loading, the error with a retry
 * (the query asked again), an empty state, the table, and the pagination with the total below.
 */
export function ListFrame<T>({
  query,
  emptyText,
  totalText,
  minWidth = 720,
  head,
  children,
  page,
  onPage,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: AdminPage<T> | undefined;
    refetch: () => unknown;
  };
  emptyText: string;
  /** The total under the table in the list's own words; "N kayıt" when not given. */
  totalText?: (count: number) => string;
  minWidth?: number;
  head: ReactNode;
  children: (items: T[]) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { data } = query;
  const loadError = t('admin.list.loadError', { message: problemMessage(query.error) });
  return (
    <Stack gap="sm">
      {query.isError && <LoadError message={loadError} onRetry={() => void query.refetch()} />}
      {query.isPending ? (
        <Skeleton h={240} data-testid="list-skeleton" />
      ) : data && data.items.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{emptyText}</Text>
        </Paper>
      ) : data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="sm" striped highlightOnHover>
              <Table.Thead>{head}</Table.Thead>
              <Table.Tbody>{children(data.items)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      <ListFooter
        data={data}
        totalText={
          totalText?.(data?.total ?? 0) ?? t('admin.list.total', { count: data?.total ?? 0 })
        }
        page={page}
        onPage={onPage}
      />
    </Stack>
  );
}
