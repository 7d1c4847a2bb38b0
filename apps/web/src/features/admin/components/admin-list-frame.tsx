import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '@teklifal/core';
import {
  ListEmptyText,
  ListFrame,
  ListTable,
  type ListQuery,
} from '../../../components/list-frame.tsx';

/**
 * A back office table: the shared list frame in the back office's words ("N kayıt", the load
 * error), its empty state one dimmed line, its rows highlighted under the pointer.
 */
export function AdminListFrame<T>({
  query,
  emptyText,
  totalText,
  minWidth,
  head,
  children,
  page,
  onPage,
}: {
  query: ListQuery<AdminPage<T>>;
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
  return (
    <Stack gap="sm">
      <ListFrame
        query={query}
        loadError={(reason) => t('admin.list.loadError', { message: reason })}
        empty={<ListEmptyText text={emptyText} />}
        pages={{
          totalText: totalText ?? ((count) => t('admin.list.total', { count })),
          page,
          onPage,
        }}
      >
        {(items) => (
          <ListTable minWidth={minWidth} highlightOnHover head={head}>
            {children(items)}
          </ListTable>
        )}
      </ListFrame>
    </Stack>
  );
}
