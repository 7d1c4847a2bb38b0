import { useState } from 'react';
import { Chip, Group, Input, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@teklifal/core';

const ALL = 'all';

interface OrdersFiltersProps {
  status: OrderStatus | undefined;
  q: string;
  onStatus: (status: OrderStatus | null) => void;
  onSearch: (q: string) => void;
}

/** Status chips and a search box that reports once typing pauses. */
export function OrdersFilters({ status, q, onStatus, onSearch }: OrdersFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  // The address changed from outside (filters cleared, back button): show its search.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }
  const report = useDebouncedCallback((value: string) => onSearch(value.trim()), 350);

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('orders.list.search')}
        placeholder={t('orders.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.currentTarget.value);
          report(event.currentTarget.value);
        }}
        maw={420}
      />
      <Input.Wrapper label={t('orders.list.statusFilter')} labelElement="div">
        <Chip.Group
          multiple={false}
          value={status ?? ALL}
          onChange={(value) => onStatus(value === ALL ? null : (value as OrderStatus))}
        >
          <Group gap={6} mt={4} role="radiogroup" aria-label={t('orders.list.statusFilter')}>
            <Chip value={ALL} size="sm" variant="outline">
              {t('orders.list.allStatuses')}
            </Chip>
            {ORDER_STATUSES.map((value) => (
              <Chip key={value} value={value} size="sm" variant="outline">
                {t(`procurement.orderStatus.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </Stack>
  );
}
