import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page } from '@teklifal/core';
import classes from './list-footer.module.css';

/** Below a list: how many there are, and the pages when there is more than one. */
export function ListFooter({
  data,
  totalText,
  page,
  onPage,
}: {
  data: Pick<Page<unknown>, 'total' | 'pageSize'> | undefined;
  /** "24 ilan", from the feature's own words. */
  totalText: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!data || data.total === 0) return null;
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {totalText}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPage}
          className={classes.pagination}
          getControlProps={(control) =>
            control === 'previous' || control === 'next'
              ? { 'aria-label': t(`common.${control}`) }
              : {}
          }
        />
      )}
    </Group>
  );
}
