import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderListItem, OrderSide } from '@teklifal/core';
import { CompanyWithRating } from './company-with-rating.tsx';
import { day, money } from '../lib/format.ts';
import { OrderChatLink } from './order-chat-link.tsx';
import { OrderNoLink } from './order-no-link.tsx';
import { OrderStatusBadge } from '../../../components/status-badges.tsx';
import { otherCompanyOf } from './orders-table.tsx';

/** Orders as cards (phones): the same facts as the table, stacked. */
export function OrderCards({ orders, side }: { orders: OrderListItem[]; side: OrderSide }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <Card key={order.id} withBorder radius="md" padding="md" data-testid="order-card">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <OrderNoLink order={order} />
            <Group gap="xs" wrap="nowrap">
              <OrderChatLink order={order} />
              <OrderStatusBadge status={order.status} size="sm" />
            </Group>
          </Group>
          <Text size="sm" mt={4} lineClamp={2}>
            {order.adTitle}
          </Text>
          <Group mt="xs" justify="space-between" align="flex-end" wrap="nowrap">
            <CompanyWithRating company={otherCompanyOf(order, side)} />
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(order.total, order.currency)}
            </Text>
          </Group>
          <Group mt="xs" gap="md">
            <Text size="xs" c="dimmed">
              {t('orders.list.itemCount', { count: order.itemCount })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('orders.list.deliveryOn', { date: day(order.deliveryDate) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('orders.list.createdOn', { date: day(order.createdAt) })}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
