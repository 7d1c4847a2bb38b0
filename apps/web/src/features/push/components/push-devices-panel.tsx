import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useThisDevice } from '../api/this-device.ts';
import { PushDevicesList } from './push-devices-list.tsx';
import { ThisDevicePanel } from './this-device-panel.tsx';

/** /profile's push section: this device's switch, then every device of the user. */
export function PushDevicesPanel() {
  const { t } = useTranslation();
  const { deviceId } = useThisDevice({ checkServer: true });
  return (
    <Stack gap="md">
      <ThisDevicePanel />
      <Title order={3} fz="md">
        {t('webPush.devices.heading')}
      </Title>
      <PushDevicesList thisDeviceId={deviceId} />
    </Stack>
  );
}
