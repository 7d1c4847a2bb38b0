import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

/** The server's own words for a refusal: its detail when it gave one, else the title. */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) return error.problem.detail ?? error.problem.title;
  return i18n.t('errors.INTERNAL');
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', title: i18n.t('admin.feedback.successTitle'), message });
}

export function notifyFailure(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: problemMessage(error) });
}
