import type { ReactNode } from 'react';
import { Alert, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '@teklifal/core';

/**
 * The frame every back office table shares: a skeleton while loading, the error, an empty
 * state, the table, and the pagination with the total below it.
 */
export function ListFrame<T>({
  query,
  emptyText,
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
  };
  emptyText: string;
  minWidth?: number;
  head: ReactNode;
  children: (items: T[]) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { data } = query;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="sm">
      {query.isError && (
        <Alert color="red" role="alert">
          {t('admin.list.loadError', { message: query.error?.message ?? '' })}
        </Alert>
      )}
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
      {data && data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('admin.list.total', { count: data.total })}
          </Text>
          {totalPages > 1 && (
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={onPage}
              getControlProps={(control) =>
                control === 'previous' || control === 'next'
                  ? { 'aria-label': t(`common.${control}`) }
                  : {}
              }
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
