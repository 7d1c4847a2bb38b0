import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { useOrder } from '../api/order.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderDocumentsPanel } from '../components/order-documents-panel.tsx';
import { OrderHeader } from '../components/order-header.tsx';
import { OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderNotFound } from '../components/order-not-found.tsx';
import { OrderParties } from '../components/order-parties.tsx';
import { OrderPrintHeader, OrderPrintSignatures } from '../components/order-print-parts.tsx';
import { OrderRatingPanel } from '../components/order-rating-panel.tsx';
import { OrderStatusStepper } from '../components/order-status-stepper.tsx';
import { OrderNotices, OrderTerms } from '../components/order-terms.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';

function DetailsSkeleton() {
  return (
    <Stack gap="md" data-testid="order-skeleton" aria-busy>
      <Skeleton h={40} w="50%" />
      <Skeleton h={90} />
      <Skeleton h={60} />
      <Skeleton h={220} />
      <Skeleton h={140} />
    </Stack>
  );
}

/**
 * /orders/{orderId}: the order as agreed, where it stands, what this side can do next, the
 * rating after completion; printable as a purchase order.
 */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  const order = query.data;
  usePageTitle(
    order ? t('orders.details.title', { orderNo: order.orderNo }) : t('pages.orderDetails'),
  );

  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <OrderNotFound />;
    return (
      <LoadError
        message={t('orders.details.loadError', { message: problemMessage(query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!order) return null;

  return (
    <Stack gap="lg" className="order-document">
      <OrderPrintHeader order={order} />
      <OrderHeader order={order} />
      <div className="print-hidden">
        <OrderStatusStepper status={order.status} events={order.events} />
      </div>
      <OrderNotices order={order} />
      <OrderActions order={order} />
      <OrderDocumentsPanel order={order} />
      <OrderParties order={order} />
      <OrderItemsTable order={order} />
      <OrderTerms order={order} />
      <OrderRatingPanel order={order} />
      <OrderTimeline events={order.events} />
      <OrderPrintSignatures order={order} />
    </Stack>
  );
}
