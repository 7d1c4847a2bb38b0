import { Chip, Group, Input, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@teklifal/core';
import { SearchInput } from '../../../components/search-input.tsx';

const ALL = 'all';

interface OrdersFiltersProps {
  status: OrderStatus | null;
  q: string;
  onStatus: (status: OrderStatus | null) => void;
  onSearch: (q: string) => void;
}

/** Status chips and a search box that reports once typing pauses. */
export function OrdersFilters({ status, q, onStatus, onSearch }: OrdersFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SearchInput
        label={t('orders.list.search')}
        placeholder={t('orders.list.searchPlaceholder')}
        value={q}
        onSearch={onSearch}
        w={{ base: '100%', sm: 420 }}
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
