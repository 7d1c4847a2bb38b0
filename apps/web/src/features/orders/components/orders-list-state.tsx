import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSide } from '@teklifal/core';

/** Rows of grey while the first page loads. */
export function OrdersSkeleton() {
  return (
    <Stack gap="xs" data-testid="orders-skeleton" aria-busy>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} h={52} radius="sm" />
      ))}
    </Stack>
  );
}

/** No orders at all (with the way to the first one), or none matching the filters. */
export function OrdersEmpty({
  side,
  filtered,
  onClear,
}: {
  side: OrderSide;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" ta="center" data-testid="orders-empty">
      {filtered ? (
        <Stack align="center" gap="sm">
          <Text c="dimmed">{t('orders.list.emptyFiltered')}</Text>
          <Button variant="light" onClick={onClear}>
            {t('orders.list.clearFilters')}
          </Button>
        </Stack>
      ) : side === 'buyer' ? (
        <Stack align="center" gap="sm">
          <Text c="dimmed">{t('orders.list.emptyBuyer')}</Text>
          <Button component={Link} to="/myads" variant="light">
            {t('orders.list.emptyBuyerAction')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm">
          <Text c="dimmed">{t('orders.list.emptySeller')}</Text>
          <Button component={Link} to="/ads" variant="light">
            {t('orders.list.emptySellerAction')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
