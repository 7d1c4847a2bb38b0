import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconListDetails,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
  IconWebhook,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, webhookEventLabelKey, type WebhookEndpointView } from '@teklifal/core';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { problemMessage } from '../../../../lib/api-client.ts';
import { showFailure, showSuccess } from '../../../../lib/feedback.ts';
import { currentLocale, i18n } from '../../../../lib/i18n.ts';
import {
  useDeleteWebhookEndpoint,
  useRollWebhookSecret,
  useWebhookEndpoints,
} from '../api/webhook-endpoints.ts';
import { DeliveryLogModal } from './delivery-log-modal.tsx';
import { EndpointFormModal } from './endpoint-form-modal.tsx';
import { SecretOnceModal } from '../../components/secret-once-modal.tsx';

function EndpointState({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { t } = useTranslation();
  if (endpoint.enabled)
    return (
      <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
        {t('webhooks.enabled')}
      </Badge>
    );
  return (
    <Badge
      color={endpoint.disabledReason === 'failing' ? 'red' : 'gray'}
      variant="light"
      style={{ flexShrink: 0 }}
    >
      {t('webhooks.disabled')}
    </Badge>
  );
}

function EndpointCard({
  endpoint,
  onEdit,
  onLog,
  onRoll,
  onDelete,
}: {
  endpoint: WebhookEndpointView;
  onEdit: () => void;
  onLog: () => void;
  onRoll: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </div>
          <EndpointState endpoint={endpoint} />
        </Group>
        {endpoint.disabledReason === 'failing' && !endpoint.enabled && (
          <Text size="sm" c="red">
            {t('webhooks.disabledFailing')}
          </Text>
        )}
        {endpoint.failingSince && endpoint.enabled && (
          <Text size="sm" c="orange">
            {t('webhooks.failingSince', {
              date: formatDateTime(endpoint.failingSince, currentLocale()),
            })}
          </Text>
        )}
        <Group gap={4}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" size="sm" tt="none">
              {t(webhookEventLabelKey(type))}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('webhooks.secret.hint', { hint: endpoint.secretHint })}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconListDetails size={14} />}
            onClick={onLog}
          >
            {t('webhooks.log.open')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
          >
            {t('webhooks.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={onRoll}
          >
            {t('webhooks.secret.roll')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {t('webhooks.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The company's webhook endpoints (#31), in the integrations page: add and change them, the
 * secret shown once (and rolled), and each one's delivery log with "send again" and a test event.
 */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const roll = useRollWebhookSecret();
  const [editing, setEditing] = useState<WebhookEndpointView | null | 'new'>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointView | null>(null);
  const title = () => i18n.t('webhooks.title');

  const confirm = (text: string, label: string, onConfirm: () => void, color = 'red') =>
    modals.openConfirmModal({
      title: t('webhooks.title'),
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: t('webhooks.cancel') },
      confirmProps: { color },
      onConfirm,
    });

  const onDelete = (endpoint: WebhookEndpointView) =>
    confirm(t('webhooks.deleteConfirm'), t('webhooks.delete'), () =>
      remove.mutate(endpoint.id, {
        onSuccess: () => showSuccess(title(), i18n.t('webhooks.deleted')),
        onError: (error) => showFailure(title(), error),
      }),
    );
  const onRoll = (endpoint: WebhookEndpointView) =>
    confirm(
      t('webhooks.secret.rollConfirm'),
      t('webhooks.secret.roll'),
      () =>
        roll.mutate(endpoint.id, {
          onSuccess: (answer) => setSecret(answer.secret),
          onError: (error) => showFailure(title(), error),
        }),
      'orange',
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2} fz="lg">
            {t('webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('webhooks.intro')} {t('webhooks.docs')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('webhooks.add')}
        </Button>
      </Group>
      {endpoints.isPending ? (
        <PageLoader />
      ) : endpoints.isError ? (
        <LoadError
          message={problemMessage(endpoints.error)}
          onRetry={() => void endpoints.refetch()}
        />
      ) : endpoints.data.items.length === 0 ? (
        <EmptyState
          icon={<IconWebhook size={26} />}
          title={t('webhooks.empty')}
          text={t('webhooks.emptyHint')}
          testId="webhooks-empty"
        />
      ) : (
        <Stack gap="sm">
          {endpoints.data.items.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onLog={() => setLogOf(endpoint)}
              onRoll={() => onRoll(endpoint)}
              onDelete={() => onDelete(endpoint)}
            />
          ))}
        </Stack>
      )}
      <EndpointFormModal
        opened={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          showSuccess(title(), i18n.t('webhooks.created'));
          setSecret(created.secret);
        }}
      />
      <SecretOnceModal
        secret={secret}
        testId="webhook-secret"
        texts={{
          title: t('webhooks.secret.title'),
          warning: t('webhooks.secret.once'),
          copy: t('webhooks.secret.copy'),
          copied: t('webhooks.secret.copied'),
          close: t('webhooks.secret.close'),
        }}
        onClose={() => setSecret(null)}
      />
      <DeliveryLogModal endpoint={logOf} onClose={() => setLogOf(null)} />
    </Stack>
  );
}
