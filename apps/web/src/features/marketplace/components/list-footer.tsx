import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page } from '@teklifal/core';

/** Below a list: how many there are, and the pages when there is more than one. */
export function ListFooter({
  data,
  totalText,
  page,
  onPage,
}: {
  data: Page<unknown> | undefined;
  totalText: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!data || data.total === 0) return null;
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {totalText}
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
  );
}
