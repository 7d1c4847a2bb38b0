import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconListDetails, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  webhookEventLabelKey,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@teklifal/core';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { problemMessage } from '../../../../lib/api-client.ts';
import { showFailure, showSuccess } from '../../../../lib/feedback.ts';
import { currentLocale, i18n } from '../../../../lib/i18n.ts';
import { useQueueWebhookDelivery, useWebhookDeliveries } from '../api/webhook-deliveries.ts';

const STATUS_COLOR = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

function StatusBadge({ delivery }: { delivery: WebhookDeliveryView }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[delivery.status]} variant="light">
      {t(`webhooks.log.status.${delivery.status}`)}
    </Badge>
  );
}

function useTexts() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return {
    time: (d: WebhookDeliveryView) => formatDateTime(d.lastAttemptAt ?? d.createdAt, locale),
    code: (d: WebhookDeliveryView) =>
      d.statusCode === null
        ? d.attempts > 0
          ? t('webhooks.log.noAnswer')
          : '—'
        : String(d.statusCode),
    latency: (d: WebhookDeliveryView) =>
      d.latencyMs === null ? '—' : t('webhooks.log.latencyMs', { ms: d.latencyMs }),
    answer: (d: WebhookDeliveryView) => d.response ?? d.error ?? '',
    // Only a retry has a time of its own; a delivery not yet tried waits its turn.
    next: (d: WebhookDeliveryView) =>
      d.nextAttemptAt && d.attempts > 0
        ? t('webhooks.log.next', { date: formatDateTime(d.nextAttemptAt, locale) })
        : null,
  };
}

function Answer({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Code
      block
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 96, overflow: 'auto' }}
    >
      {text}
    </Code>
  );
}

/** An endpoint's deliveries, newest first, 20 a page: a table on a desktop, cards on a phone. */
export function DeliveryLogModal({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null, page);
  const queue = useQueueWebhookDelivery();
  const texts = useTexts();

  const send = (deliveryId?: string) => {
    if (!endpoint) return;
    queue.mutate(
      { endpointId: endpoint.id, deliveryId },
      {
        onSuccess: () =>
          showSuccess(
            i18n.t('webhooks.log.title'),
            i18n.t(deliveryId ? 'webhooks.log.sentAgain' : 'webhooks.log.testSent'),
          ),
        onError: (error) => showFailure(i18n.t('webhooks.log.title'), error),
      },
    );
  };
  const again = (d: WebhookDeliveryView) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      onClick={() => send(d.id)}
    >
      {t('webhooks.log.sendAgain')}
    </Button>
  );
  const data = deliveries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Modal
      opened={endpoint !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={t('webhooks.log.title')}
      size="80rem"
      fullScreen={phone}
    >
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {endpoint?.url}
          </Text>
          <Button
            leftSection={<IconSend size={16} />}
            loading={queue.isPending}
            onClick={() => send()}
          >
            {t('webhooks.log.sendTest')}
          </Button>
        </Group>
        {deliveries.isPending ? (
          <PageLoader />
        ) : deliveries.isError ? (
          <LoadError
            message={problemMessage(deliveries.error)}
            onRetry={() => void deliveries.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <EmptyState
            icon={<IconListDetails size={26} />}
            title={t('webhooks.log.empty')}
            text={t('webhooks.log.emptyHint')}
            testId="webhook-log-empty"
          />
        ) : phone ? (
          <Stack gap="sm" data-testid="webhook-log-cards">
            {data?.items.map((d) => (
              <Card key={d.id} withBorder radius="md" padding="sm">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {t(webhookEventLabelKey(d.type))}
                    </Text>
                    <StatusBadge delivery={d} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {texts.time(d)} · {t('webhooks.log.attempt')} {d.attempts} · {texts.code(d)} ·{' '}
                    {texts.latency(d)}
                  </Text>
                  {texts.next(d) && <Text size="xs">{texts.next(d)}</Text>}
                  <Answer text={texts.answer(d)} />
                  <Group justify="flex-end">{again(d)}</Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table
              verticalSpacing="sm"
              data-testid="webhook-log-table"
              aria-label={t('webhooks.log.title')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webhooks.log.time')}</Table.Th>
                  <Table.Th>{t('webhooks.log.event')}</Table.Th>
                  <Table.Th>{t('webhooks.log.attempt')}</Table.Th>
                  <Table.Th>{t('webhooks.log.statusCode')}</Table.Th>
                  <Table.Th>{t('webhooks.log.latency')}</Table.Th>
                  <Table.Th>{t('webhooks.log.response')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {texts.time(d)}
                      <div>
                        <StatusBadge delivery={d} />
                      </div>
                    </Table.Td>
                    <Table.Td>{t(webhookEventLabelKey(d.type))}</Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td>{texts.code(d)}</Table.Td>
                    <Table.Td>{texts.latency(d)}</Table.Td>
                    <Table.Td maw={360}>
                      <Answer text={texts.answer(d)} />
                      {texts.next(d) && <Text size="xs">{texts.next(d)}</Text>}
                    </Table.Td>
                    <Table.Td>{again(d)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
      </Stack>
    </Modal>
  );
}
