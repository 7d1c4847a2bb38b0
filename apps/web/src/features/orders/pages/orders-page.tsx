import { Button, Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderSide, type OrdersQuery } from '@teklifal/core';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ordersExportHref, ordersXlsxHref, useOrders } from '../api/orders.ts';
import { ExcelDownloadButton } from '../../../components/excel-download-button.tsx';
import { ListFrame } from '../../../components/list-frame.tsx';
import { OrderCards } from '../components/order-cards.tsx';
import { OrdersFilters } from '../components/orders-filters.tsx';
import { OrdersEmpty, OrdersSkeleton } from '../components/orders-list-state.tsx';
import { OrdersTable } from '../components/orders-table.tsx';

export const ORDERS_PAGE_SIZE = 20;
const DEFAULTS = { status: '', q: '', page: '1' };

/** /myorders (side "buyer") and /sellermyorders (side "seller"): one list, two points of view. */
export function OrdersPage({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const title = t(side === 'buyer' ? 'orders.list.buyerTitle' : 'orders.list.sellerTitle');
  usePageTitle(title);
  const [params, update] = useListParams(DEFAULTS);
  const status = oneOf(ORDER_STATUSES, params.status);
  const page = pageOf(params.page);
  const query: OrdersQuery = {
    side,
    status: status ?? undefined,
    q: params.q || undefined,
    page,
    pageSize: ORDERS_PAGE_SIZE,
  };
  const orders = useOrders(query);
  const filtered = Boolean(status || params.q);

  const clearFilters = () => update({ status: '', q: '' });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            {t(side === 'buyer' ? 'orders.list.buyerText' : 'orders.list.sellerText')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={ordersExportHref({ side, status: query.status, q: query.q })}
            download
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
          >
            {t('procurement.exportCsv')}
          </Button>
          <ExcelDownloadButton href={ordersXlsxHref({ side, status: query.status, q: query.q })} />
        </Group>
      </Group>
      <OrdersFilters
        status={status}
        q={params.q}
        onStatus={(next) => update({ status: next ?? '' })}
        onSearch={(q) => update({ q })}
      />
      <ListFrame
        query={orders}
        loadError={(reason) => t('orders.list.loadError', { message: reason })}
        skeleton={<OrdersSkeleton />}
        empty={<OrdersEmpty side={side} filtered={filtered} onClear={clearFilters} />}
        stale
        pages={{
          totalText: (count) => t('orders.list.total', { count }),
          page,
          onPage: (next) => update({ page: String(next) }),
        }}
      >
        {(items) =>
          phone ? (
            <OrderCards orders={items} side={side} />
          ) : (
            <OrdersTable orders={items} side={side} />
          )
        }
      </ListFrame>
    </Stack>
  );
}
