import { notifications } from '@mantine/notifications';
import { problemMessage } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', title: i18n.t('orders.successTitle'), message });
}

export function notifyFailure(error: unknown) {
  notifications.show({
    color: 'red',
    title: i18n.t('orders.failureTitle'),
    message: problemMessage(error),
  });
}
