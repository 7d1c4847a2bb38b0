import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderRoute, type ChatOrderSummary } from '@teklifal/core';
import { CompanyRating } from '../../../components/company-rating.tsx';
import { OrderStatusBadge } from '../../../components/status-badges.tsx';

/** The order the chat belongs to (number, state, ad) and the company on the other side. */
export function ChatHeader({ order }: { order: ChatOrderSummary }) {
  const { t } = useTranslation();
  const otherSide = order.side === 'buyer' ? 'seller' : 'buyer';
  const other = order[otherSide];
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={orderRoute(order.id)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('chat.backToOrder')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1}>{t('chat.heading')}</Title>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={orderRoute(order.id)} fw={600} ff="monospace">
              {order.orderNo}
            </Anchor>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {order.adTitle}
          </Text>
          <Group gap={4} c="dimmed">
            <IconBroadcast size={14} aria-hidden />
            <Text size="xs">{t('chat.live')}</Text>
          </Group>
        </Stack>
        <Paper withBorder radius="md" p="sm" miw={220} data-testid="chat-other-company">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`chat.otherSide.${otherSide}`)}
          </Text>
          <Text fw={500} size="sm">
            {other.name}
          </Text>
          <Text size="xs" c="dimmed">
            {other.city}
          </Text>
          <CompanyRating ratingAvg={other.ratingAvg} ratingCount={other.ratingCount} size="xs" />
        </Paper>
      </Group>
    </Stack>
  );
}
