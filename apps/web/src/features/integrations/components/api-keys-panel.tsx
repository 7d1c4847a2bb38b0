import { useState } from 'react';
import { Badge, Button, Card, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  apiKeyScopeLabelKey,
  formatDateTime,
  type ApiKeyView,
  type CreatedApiKey,
} from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { problemMessage } from '../../../lib/api-client.ts';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { currentLocale, i18n } from '../../../lib/i18n.ts';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.ts';
import { ApiKeyStatusBadge } from './api-key-status-badge.tsx';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import { SecretOnceModal } from './secret-once-modal.tsx';

function ScopeBadges({ apiKey }: { apiKey: ApiKeyView }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {apiKey.scopes.map((scope) => (
        <Badge key={scope} variant="outline" size="sm" tt="none">
          {t(apiKeyScopeLabelKey(scope))}
        </Badge>
      ))}
    </Group>
  );
}

function useKeyTexts() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return {
    lastUsed: (key: ApiKeyView) =>
      (key.lastUsedAt && formatDateTime(key.lastUsedAt, locale)) || t('apiKeys.never'),
    expires: (key: ApiKeyView) =>
      (key.expiresAt && formatDateTime(key.expiresAt, locale)) || t('apiKeys.noExpiry'),
  };
}

function RevokeButton({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const { t } = useTranslation();
  if (apiKey.status !== 'active') return null;
  return (
    <Button size="xs" variant="light" color="red" onClick={onRevoke}>
      {t('apiKeys.revoke')}
    </Button>
  );
}

function KeysTable({ keys, onRevoke }: { keys: ApiKeyView[]; onRevoke: (k: ApiKeyView) => void }) {
  const { t } = useTranslation();
  const texts = useKeyTexts();
  return (
    <Paper withBorder radius="md" visibleFrom="md" data-testid="api-keys-table">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" aria-label={t('apiKeys.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('apiKeys.columns.prefix')}</Table.Th>
              <Table.Th>{t('apiKeys.columns.name')}</Table.Th>
              <Table.Th>{t('apiKeys.columns.scopes')}</Table.Th>
              <Table.Th>{t('apiKeys.columns.createdBy')}</Table.Th>
              <Table.Th>{t('apiKeys.columns.lastUsed')}</Table.Th>
              <Table.Th>{t('apiKeys.columns.expires')}</Table.Th>
              <Table.Th>{t('apiKeys.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>
                  <Code style={{ whiteSpace: 'nowrap' }}>{key.prefix}…</Code>
                </Table.Td>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <ScopeBadges apiKey={key} />
                </Table.Td>
                <Table.Td>{key.createdBy.name}</Table.Td>
                <Table.Td>{texts.lastUsed(key)}</Table.Td>
                <Table.Td>{texts.expires(key)}</Table.Td>
                <Table.Td>
                  <ApiKeyStatusBadge status={key.status} />
                </Table.Td>
                <Table.Td>
                  <RevokeButton apiKey={key} onRevoke={() => onRevoke(key)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The same keys as cards, for phones (the table needs the width of a desktop). */
function KeyCards({ keys, onRevoke }: { keys: ApiKeyView[]; onRevoke: (k: ApiKeyView) => void }) {
  const { t } = useTranslation();
  const texts = useKeyTexts();
  const row = (label: string, value: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack hiddenFrom="md" gap="sm" data-testid="api-keys-cards">
      {keys.map((key) => (
        <Card key={key.id} withBorder radius="md" padding="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{key.name}</Text>
              <ApiKeyStatusBadge status={key.status} />
            </Group>
            <Code>{key.prefix}…</Code>
            <ScopeBadges apiKey={key} />
            {row(t('apiKeys.columns.createdBy'), key.createdBy.name)}
            {row(t('apiKeys.columns.lastUsed'), texts.lastUsed(key))}
            {row(t('apiKeys.columns.expires'), texts.expires(key))}
            <Group justify="flex-end">
              <RevokeButton apiKey={key} onRevoke={() => onRevoke(key)} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The company's API keys: create (the secret shown once), the list, revoke with a confirm. */
export function ApiKeysPanel() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const confirmRevoke = (key: ApiKeyView) =>
    modals.openConfirmModal({
      title: t('apiKeys.revokeTitle'),
      centered: true,
      children: (
        <Text size="sm">{t('apiKeys.revokeText', { name: key.name, prefix: key.prefix })}</Text>
      ),
      labels: { confirm: t('apiKeys.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => showSuccess(i18n.t('apiKeys.title'), i18n.t('apiKeys.revoked')),
          onError: (error) => showFailure(i18n.t('apiKeys.title'), error),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2} fz="lg">
            {t('apiKeys.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('apiKeys.intro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('apiKeys.create')}
        </Button>
      </Group>
      {keys.isPending ? (
        <PageLoader />
      ) : keys.isError ? (
        <LoadError message={problemMessage(keys.error)} onRetry={() => void keys.refetch()} />
      ) : keys.data.items.length === 0 ? (
        <EmptyState icon={<IconKey size={26} />} title={t('apiKeys.empty')} />
      ) : (
        <>
          <KeysTable keys={keys.data.items} onRevoke={confirmRevoke} />
          <KeyCards keys={keys.data.items} onRevoke={confirmRevoke} />
        </>
      )}
      <CreateApiKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(next) => {
          setCreating(false);
          setCreated(next);
        }}
      />
      <SecretOnceModal
        secret={created?.secret ?? null}
        name={created?.key.name}
        testId="api-key-secret"
        texts={{
          title: t('apiKeys.secretTitle'),
          warning: t('apiKeys.secretWarning'),
          copy: t('apiKeys.copy'),
          copied: t('apiKeys.copied'),
          close: t('apiKeys.done'),
        }}
        onClose={() => setCreated(null)}
      />
    </Stack>
  );
}
