import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, type PushDeviceView } from '@teklifal/core';
import { problemMessage } from '../../../lib/api-client.ts';
import { notices, showFailure } from '../../../lib/feedback.ts';
import { currentLocale, i18n } from '../../../lib/i18n.ts';
import { pushFailureMessage } from '../lib/browser-push.ts';
import { usePushDevices, useRemovePushDevice } from '../api/push-devices.ts';
import { useTurnOffThisDevice } from '../api/this-device.ts';
import { rememberedDevice } from '../lib/remembered-device.ts';

const notice = notices('webPush');

/**
 * The user's devices that get pushes: name, when added, when last notified, and a remove
 * button (with a confirmation). Removing this browser also drops its subscription.
 */
export function PushDevicesList({ thisDeviceId }: { thisDeviceId: string | null }) {
  const { t } = useTranslation();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const turnOff = useTurnOffThisDevice();
  const locale = currentLocale();

  const confirmRemove = (device: PushDeviceView) =>
    modals.openConfirmModal({
      title: t('webPush.devices.removeTitle'),
      centered: true,
      children: <Text size="sm">{t('webPush.devices.removeText', { name: device.label })}</Text>,
      labels: { confirm: t('webPush.devices.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        const callbacks = {
          onSuccess: () => notice.success(t('webPush.devices.removed', { name: device.label })),
          onError: (error: unknown) =>
            showFailure(i18n.t('webPush.failureTitle'), error, pushFailureMessage(error)),
        };
        // This browser's own device also drops its subscription. The browser's memory decides
        // too: on a page the server rendered, the list can be used before the browser was asked.
        const mine = device.id === thisDeviceId || device.id === rememberedDevice()?.deviceId;
        if (mine) turnOff.mutate(undefined, callbacks);
        else remove.mutate(device.id, callbacks);
      },
    });

  if (devices.isError) {
    return (
      <Text size="sm" c="red">
        {t('webPush.devices.loadFailed', { reason: problemMessage(devices.error) })}
      </Text>
    );
  }
  const items = devices.data?.items ?? [];
  if (devices.data && items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('webPush.devices.empty')}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('webPush.devices.heading')}
    >
      {items.map((device) => (
        <Paper
          component="li"
          key={device.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="push-device"
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {device.label}
                </Text>
                {device.id === thisDeviceId && (
                  <Badge size="xs" variant="outline">
                    {t('webPush.devices.thisDevice')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('webPush.devices.added')}: {formatDate(device.createdAt, locale)}
                {' · '}
                {t('webPush.devices.lastUsed')}:{' '}
                {device.lastUsedAt
                  ? formatDateTime(device.lastUsedAt, locale)
                  : t('webPush.devices.neverUsed')}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              style={{ flexShrink: 0 }}
              aria-label={t('webPush.devices.removeLabel', { name: device.label })}
              onClick={() => confirmRemove(device)}
            >
              {t('webPush.devices.remove')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
