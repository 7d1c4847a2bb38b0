import type { ReactNode } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@teklifal/core';
import { day } from '../lib/format.ts';

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** Delivery and payment terms as agreed. */
export function OrderTerms({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" className="order-print-section">
      <Title order={2} fz="lg" mb="sm">
        {t('orders.details.terms')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Fact label={t('orders.details.deliveryCity')}>{order.deliveryCity}</Fact>
        <Fact label={t('orders.details.deliveryDate')} testId="order-delivery-date">
          {day(order.deliveryDate)}
        </Fact>
        <Fact label={t('orders.details.deliveryAddress')}>{order.deliveryAddress}</Fact>
        <Fact label={t('orders.details.deliveryDays')}>
          {t('orders.details.deliveryDaysValue', { count: order.deliveryDays })}
        </Fact>
        <Fact label={t('orders.details.paymentTerms')}>{order.paymentTerms}</Fact>
        <Fact label={t('orders.details.currency')}>
          {t(`procurement.currencies.${order.currency}`)}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

/** Why the order stopped, the seller's proposed date, the tracking info: shown when present. */
export function OrderNotices({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (
    !order.declineReason &&
    !order.cancelReason &&
    !order.trackingInfo &&
    !order.proposedDeliveryDate
  ) {
    return null;
  }
  return (
    <Stack gap="sm">
      {order.declineReason && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('orders.details.declineReason')}
          data-testid="order-decline-reason"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.declineReason}
          </Text>
          {order.proposedDeliveryDate && (
            <Text size="sm" mt={4} fw={500}>
              {t('orders.details.proposedDeliveryDate')}: {day(order.proposedDeliveryDate)}
            </Text>
          )}
        </Alert>
      )}
      {!order.declineReason && order.proposedDeliveryDate && (
        <Alert color="yellow" title={t('orders.details.proposedDeliveryDate')}>
          {day(order.proposedDeliveryDate)}
        </Alert>
      )}
      {order.cancelReason && (
        <Alert
          color="gray"
          icon={<IconAlertTriangle size={18} />}
          title={t('orders.details.cancelReason')}
          data-testid="order-cancel-reason"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.cancelReason}
          </Text>
        </Alert>
      )}
      {order.trackingInfo && (
        <Alert
          color="violet"
          icon={<IconTruckDelivery size={18} />}
          title={t('orders.details.trackingInfo')}
          data-testid="order-tracking"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.trackingInfo}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
