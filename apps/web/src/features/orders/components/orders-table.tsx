import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderListItem, OrderSide } from '@teklifal/core';
import { CompanyWithRating } from './company-with-rating.tsx';
import { day, money } from '../lib/format.ts';
import { OrderChatLink } from './order-chat-link.tsx';
import { OrderNoLink } from './order-no-link.tsx';
import { OrderStatusBadge } from '../../../components/status-badges.tsx';

/** The company on the other side of the order from the viewer's list. */
export const otherCompanyOf = (order: OrderListItem, side: OrderSide) =>
  side === 'buyer' ? order.seller : order.buyer;

/** Orders as a table (wide screens). */
export function OrdersTable({ orders, side }: { orders: OrderListItem[]; side: OrderSide }) {
  const { t } = useTranslation();
  const other = side === 'buyer' ? 'seller' : 'buyer';
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={1040}>
        <Table verticalSpacing="sm" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.list.columns.orderNo')}</Table.Th>
              <Table.Th>{t('orders.list.columns.ad')}</Table.Th>
              <Table.Th>{t(`orders.list.columns.${other}`)}</Table.Th>
              <Table.Th>{t('orders.list.columns.status')}</Table.Th>
              <Table.Th>{t('orders.list.columns.messages')}</Table.Th>
              <Table.Th ta="right">{t('orders.list.columns.total')}</Table.Th>
              <Table.Th ta="right">{t('orders.list.columns.items')}</Table.Th>
              <Table.Th>{t('orders.list.columns.deliveryDate')}</Table.Th>
              <Table.Th>{t('orders.list.columns.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id} data-testid="order-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <OrderNoLink order={order} />
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={2}>
                    {order.adTitle}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <CompanyWithRating company={otherCompanyOf(order, side)} />
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td>
                  <OrderChatLink order={order} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                  {money(order.total, order.currency)}
                </Table.Td>
                <Table.Td ta="right">{order.itemCount}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(order.deliveryDate)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(order.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
