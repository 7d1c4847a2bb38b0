import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isCalendarDate, type OrderEventView } from '@teklifal/core';
import { day, dayAndTime } from '../lib/format.ts';
import { ORDER_STATUS_COLORS } from '../../../components/status-badges.tsx';

/** Who did it: the person and the company, or the system for automatic steps. */
function actorOf(event: OrderEventView, system: string) {
  const parts = [event.actorName, event.actorCompanyName].filter(Boolean);
  return parts.length ? parts.join(' · ') : system;
}

/** The timeline's facts (reason, proposed date, tracking) under the labels the forms use. */
function EventData({ data }: { data: Record<string, string> }) {
  const { t } = useTranslation();
  return Object.entries(data)
    .filter(([, value]) => value)
    .map(([key, value]) => (
      <Text key={key} size="sm" style={{ whiteSpace: 'pre-line' }}>
        <Text span fw={500}>
          {t(`fields.${key}`, { defaultValue: key })}:
        </Text>{' '}
        {isCalendarDate(value) ? day(value) : value}
      </Text>
    ));
}

/** Every step of the order: what happened, who did it, when, with the note and facts. */
export function OrderTimeline({ events }: { events: OrderEventView[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" className="print-hidden">
      <Title order={2} fz="lg" mb="md">
        {t('orders.details.timeline')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('orders.details.timelineEmpty')}
        </Text>
      ) : (
        <Timeline
          active={events.length - 1}
          bulletSize={18}
          lineWidth={2}
          data-testid="order-timeline"
        >
          {events.map((event) => (
            <Timeline.Item
              key={event.id}
              color={ORDER_STATUS_COLORS[event.type]}
              title={t(`procurement.orderStatus.${event.type}`)}
              data-testid="order-event"
            >
              <Text size="xs" c="dimmed">
                {actorOf(event, t('orders.details.system'))} · {dayAndTime(event.at)}
              </Text>
              {event.note && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                  {event.note}
                </Text>
              )}
              <EventData data={event.data} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
