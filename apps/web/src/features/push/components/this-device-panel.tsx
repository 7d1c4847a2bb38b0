import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBellOff, IconBellRinging, IconCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notices, showFailure } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { pushFailureMessage } from '../lib/browser-push.ts';
import { useThisDevice, useTurnOffThisDevice, useTurnOnThisDevice } from '../api/this-device.ts';

const notice = notices('webPush');

/**
 * "Bu cihazda bildirimleri aç": asks the browser's permission and registers this device, or
 * says why it cannot (no push in this browser, notifications blocked for the site); once on,
 * "Bu cihaz açık" and a way to turn it off. On /profile and in the bell's dialog.
 */
export function ThisDevicePanel() {
  const { t } = useTranslation();
  const { status } = useThisDevice({ checkServer: true });
  const turnOn = useTurnOnThisDevice();
  const turnOff = useTurnOffThisDevice();
  const [dismissed, setDismissed] = useState(false);

  const onTurnOn = () => {
    setDismissed(false);
    turnOn.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer === 'granted') notice.success(t('webPush.device.turnedOn'));
        if (answer === 'default') setDismissed(true);
      },
      onError: (error) =>
        showFailure(i18n.t('webPush.failureTitle'), error, pushFailureMessage(error)),
    });
  };
  const onTurnOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => notice.success(t('webPush.device.turnedOff')),
      onError: (error) =>
        showFailure(i18n.t('webPush.failureTitle'), error, pushFailureMessage(error)),
    });

  if (status === 'checking') {
    return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  }
  if (status === 'unsupported') {
    return (
      <Alert color="gray" icon={<IconBellOff size={18} />} data-testid="push-unsupported">
        {t('webPush.device.unsupported')}
      </Alert>
    );
  }
  if (status === 'denied') {
    return (
      <Alert color="yellow" icon={<IconLock size={18} />} data-testid="push-denied">
        {t('webPush.device.denied')}
      </Alert>
    );
  }
  if (status === 'on') {
    return (
      <Group justify="space-between" gap="sm" data-testid="push-this-device">
        <Badge
          color="teal"
          variant="light"
          size="lg"
          leftSection={<IconCheck size={14} />}
          style={{ flexShrink: 0 }}
        >
          {t('webPush.device.on')}
        </Badge>
        <Button variant="default" size="sm" onClick={onTurnOff} loading={turnOff.isPending}>
          {t('webPush.device.turnOff')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs" data-testid="push-this-device">
      <Text size="sm">{t('webPush.device.offText')}</Text>
      <Group>
        <Button
          leftSection={<IconBellRinging size={18} />}
          onClick={onTurnOn}
          loading={turnOn.isPending}
        >
          {t('webPush.device.turnOn')}
        </Button>
      </Group>
      <div role="status">
        {turnOn.isPending && (
          <Text size="sm" c="dimmed">
            {t('webPush.device.turningOn')}
          </Text>
        )}
        {dismissed && (
          <Text size="sm" c="dimmed">
            {t('webPush.device.dismissed')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
