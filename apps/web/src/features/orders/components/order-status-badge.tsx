import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@teklifal/core';

/** One colour per state: blues while it moves, green when done, red/grey when it stopped. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  created: 'blue',
  confirmed: 'cyan',
  preparing: 'indigo',
  shipped: 'violet',
  delivered: 'teal',
  completed: 'green',
  declined: 'red',
  cancelled: 'gray',
};

export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant="light"
      size={size}
      data-testid="order-status"
    >
      {t(`procurement.orderStatus.${status}`)}
    </Badge>
  );
}
