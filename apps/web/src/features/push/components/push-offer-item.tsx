import { Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBellPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useThisDevice } from '../api/this-device.ts';
import { ThisDevicePanel } from './this-device-panel.tsx';

/**
 * The bell's "Bu cihaza da bildir": offered while this browser could get pushes and does not;
 * opens this device's switch in a dialog. Asks the server nothing until it is opened.
 */
export function PushOfferItem() {
  const { t } = useTranslation();
  const { status } = useThisDevice({ checkServer: false });
  if (status !== 'off') return null;
  return (
    <Menu.Item
      leftSection={<IconBellPlus size={16} stroke={1.75} />}
      data-testid="push-offer"
      onClick={() =>
        modals.open({
          title: t('webPush.bell.dialogTitle'),
          centered: true,
          closeButtonProps: { 'aria-label': t('common.close') },
          children: <ThisDevicePanel />,
        })
      }
    >
      {t('webPush.bell.offer')}
    </Menu.Item>
  );
}
