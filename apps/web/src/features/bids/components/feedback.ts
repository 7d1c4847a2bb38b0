import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { problemMessage } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

export function notifySuccess(message: ReactNode) {
  notifications.show({ color: 'teal', title: i18n.t('bids.successTitle'), message });
}

export function notifyFailure(error: unknown) {
  notifications.show({
    color: 'red',
    title: i18n.t('bids.failureTitle'),
    message: problemMessage(error),
  });
}
