import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', title: i18n.t('profile.successTitle'), message });
}

/**
 * Puts the server's field errors under their inputs; anything else is returned as the text
 * to show above the form (and announced as a notification).
 */
export function applyServerError<T>(form: UseFormReturnType<T>, error: unknown): string | null {
  if (error instanceof ApiError && error.problem.errors?.length) {
    form.setErrors(error.fieldErrors());
    return null;
  }
  const message =
    error instanceof ApiError
      ? (error.problem.detail ?? error.problem.title)
      : i18n.t('errors.INTERNAL');
  notifications.show({ color: 'red', title: i18n.t('profile.failureTitle'), message });
  return message;
}
