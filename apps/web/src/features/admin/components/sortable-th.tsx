import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A column header that sorts the table: the first click sorts ascending by `field`, the next
 * descending (`-field`). `sort` is the table's current sort.
 */
export function SortableTh<F extends string>({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: F;
  sort: string;
  onSort: (sort: F | `-${F}`) => void;
}) {
  const { t } = useTranslation();
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending'
      ? IconChevronUp
      : direction === 'descending'
        ? IconChevronDown
        : IconSelector;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(direction === 'ascending' ? `-${field}` : field)}
        aria-label={t('admin.list.sortBy', { column: label })}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
