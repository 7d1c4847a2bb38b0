import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderChatRoute, type OrderListItem } from '@teklifal/core';

export const chatRouteOf = (order: OrderListItem) =>
  orderChatRoute({
    id: order.id,
    buyerCompanyId: order.buyer.id,
    sellerCompanyId: order.seller.id,
  });

/**
 * The order's chat from a list: the unread count as a red badge when the other company wrote
 * something new, otherwise a quiet icon.
 */
export function OrderChatLink({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const unread = order.unreadMessages;
  const label = unread > 0 ? t('chat.unread', { count: unread }) : t('chat.openChat');
  return (
    <Tooltip label={label} withArrow>
      {unread > 0 ? (
        <Badge
          component={Link}
          to={chatRouteOf(order)}
          color="red"
          variant="filled"
          size="lg"
          radius="xl"
          leftSection={<IconMessage size={14} aria-hidden />}
          aria-label={label}
          style={{ cursor: 'pointer' }}
          data-testid="order-unread"
        >
          {unread}
        </Badge>
      ) : (
        <Group gap={0}>
          <ActionIcon
            component={Link}
            to={chatRouteOf(order)}
            variant="subtle"
            color="gray"
            aria-label={label}
          >
            <IconMessage size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Tooltip>
  );
}
