import { notifications } from '@mantine/notifications';
import { problemMessage } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', title: i18n.t('ads.successTitle'), message });
}

/** A refused action: the server's own words, in red. */
export function notifyFailure(error: unknown, message = problemMessage(error)) {
  notifications.show({ color: 'red', title: i18n.t('ads.failureTitle'), message });
}
