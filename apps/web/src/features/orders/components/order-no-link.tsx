import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderRoute, type OrderListItem } from '@teklifal/core';

/** The order number (SIP-2026-000123) as the link to the order, in lists and cards. */
export function OrderNoLink({ order }: { order: Pick<OrderListItem, 'id' | 'orderNo'> }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={orderRoute(order.id)}
      fw={600}
      ff="monospace"
      aria-label={t('orders.list.open', { orderNo: order.orderNo })}
    >
      {order.orderNo}
    </Anchor>
  );
}
