import { Button, Group, Pagination, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderSide, OrdersQuery } from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { problemMessage } from '../../../lib/api-client.ts';
import { ordersExportHref, useOrders } from '../api/orders.ts';
import { OrderCards } from '../components/order-cards.tsx';
import { OrdersEmpty, OrdersLoadError, OrdersSkeleton } from '../components/orders-list-state.tsx';
import { OrdersFilters } from '../components/orders-filters.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { useOrdersParams } from '../components/use-orders-params.ts';

export const ORDERS_PAGE_SIZE = 20;

/** /myorders (side "buyer") and /sellermyorders (side "seller"): one list, two points of view. */
export function OrdersPage({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const title = t(side === 'buyer' ? 'orders.list.buyerTitle' : 'orders.list.sellerTitle');
  usePageTitle(title);
  const [params, update] = useOrdersParams();
  const query: OrdersQuery = {
    side,
    status: params.status,
    q: params.q || undefined,
    page: params.page,
    pageSize: ORDERS_PAGE_SIZE,
  };
  const orders = useOrders(query);
  const data = orders.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(params.status || params.q);

  const clearFilters = () => update({ status: null, q: '' });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            {t(side === 'buyer' ? 'orders.list.buyerText' : 'orders.list.sellerText')}
          </Text>
        </div>
        <Button
          component="a"
          href={ordersExportHref({ side, status: params.status, q: params.q || undefined })}
          download
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
        >
          {t('procurement.exportCsv')}
        </Button>
      </Group>
      <OrdersFilters
        status={params.status}
        q={params.q}
        onStatus={(status) => update({ status })}
        onSearch={(q) => update({ q })}
      />
      {orders.isError && (
        <OrdersLoadError
          message={problemMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      )}
      {orders.isPending ? (
        <OrdersSkeleton />
      ) : data && data.items.length === 0 ? (
        <OrdersEmpty side={side} filtered={filtered} onClear={clearFilters} />
      ) : data ? (
        // The previous rows stay, dimmed, while the next page or filter loads.
        <div
          aria-busy={orders.isPlaceholderData}
          style={{ opacity: orders.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {phone ? (
            <OrderCards orders={data.items} side={side} />
          ) : (
            <OrdersTable orders={data.items} side={side} />
          )}
        </div>
      ) : null}
      {data && data.total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('orders.list.total', { count: data.total })}
          </Text>
          {totalPages > 1 && (
            <Pagination
              total={totalPages}
              value={Math.min(params.page, totalPages)}
              onChange={(page) => update({ page })}
              size={phone ? 'sm' : 'md'}
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
