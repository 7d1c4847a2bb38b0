import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconMessages, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adDetailsRoute,
  type CompanySummary,
  type OrderSide,
  type OrderView,
} from '@teklifal/core';
import { CompanyWithRating } from './company-with-rating.tsx';
import { day } from '../lib/format.ts';
import { OrderStatusBadge } from '../../../components/status-badges.tsx';

function Party({
  side,
  company,
  mine,
}: {
  side: OrderSide;
  company: CompanySummary;
  mine: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`order-party-${side}`}>
      <Group gap="xs" mb={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t(`orders.details.${side}`)}
        </Text>
        {mine && (
          <Badge size="xs" variant="light" className="print-hidden">
            {t('orders.details.you')}
          </Badge>
        )}
      </Group>
      <CompanyWithRating company={company} withCity />
    </Paper>
  );
}

/** Order number, state, the ad it came from, both companies; chat and print on the side. */
export function OrderHeader({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const listHref = order.side === 'buyer' ? '/myorders' : '/sellermyorders';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listHref} size="sm" className="print-hidden">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('orders.details.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="sm" wrap="wrap">
            <Title order={1}>{t('orders.details.title', { orderNo: order.orderNo })}</Title>
            <OrderStatusBadge status={order.status} size="lg" />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {t('orders.details.createdAt')}: {day(order.createdAt)}
          </Text>
          <Text size="sm" mt={2}>
            {t('orders.details.ad')}:{' '}
            <Anchor
              component={Link}
              to={adDetailsRoute({ companyId: order.adCompanyId, id: order.adId })}
            >
              {order.adTitle}
            </Anchor>
          </Text>
        </div>
        <Group gap="xs" className="print-hidden">
          <Button
            component={Link}
            to={order.chatRoute}
            variant="light"
            leftSection={<IconMessages size={16} />}
            rightSection={
              order.unreadMessages > 0 ? (
                // Read out by the hidden words beside the label instead: the name comes from
                // the content, so it always holds what the button shows.
                <Badge color="red" variant="filled" size="sm" circle aria-hidden>
                  {order.unreadMessages}
                </Badge>
              ) : undefined
            }
          >
            {t('orders.details.chat')}
            {order.unreadMessages > 0 && (
              <VisuallyHidden> {t('chat.unread', { count: order.unreadMessages })}</VisuallyHidden>
            )}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            {t('orders.details.print')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Party side="buyer" company={order.buyer} mine={order.side === 'buyer'} />
        <Party side="seller" company={order.seller} mine={order.side === 'seller'} />
      </SimpleGrid>
    </Stack>
  );
}
