import { Stepper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderEventView, OrderStatus } from '@teklifal/core';

/** The happy path of an order, in order. */
export const ORDER_PATH = [
  'created',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
  'completed',
] as const satisfies readonly OrderStatus[];

const isOnPath = (status: string): status is (typeof ORDER_PATH)[number] =>
  (ORDER_PATH as readonly string[]).includes(status);

/**
 * How far along the path the order got: its own step, or for a declined or cancelled order
 * the furthest step its timeline reached before it stopped.
 */
export function reachedStep(status: OrderStatus, events: OrderEventView[]): number {
  if (isOnPath(status)) return ORDER_PATH.indexOf(status);
  const reached = events
    .map((event) => event.type)
    .filter(isOnPath)
    .map((type) => ORDER_PATH.indexOf(type));
  return Math.max(0, ...reached);
}

/**
 * created → confirmed → preparing → shipped → delivered → completed; a declined or cancelled
 * order ends in a red step after the last one it reached.
 */
export function OrderStatusStepper({
  status,
  events,
}: {
  status: OrderStatus;
  events: OrderEventView[];
}) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const stopped = status === 'declined' || status === 'cancelled';
  const reached = reachedStep(status, events);
  const steps = stopped ? ORDER_PATH.slice(0, reached + 1) : ORDER_PATH;
  // Every reached step counts as done; the next one is where the order stands now.
  const active = stopped ? steps.length + 1 : reached + 1;

  return (
    <Stepper
      active={active}
      size="sm"
      orientation={phone ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      aria-label={t('orders.details.progress')}
      data-testid="order-stepper"
    >
      {steps.map((step) => (
        <Stepper.Step key={step} label={t(`procurement.orderStatus.${step}`)} />
      ))}
      {stopped && (
        <Stepper.Step
          label={t(`procurement.orderStatus.${status}`)}
          color="red"
          completedIcon={<IconX size={16} />}
          data-testid="order-stepper-end"
        />
      )}
    </Stepper>
  );
}
