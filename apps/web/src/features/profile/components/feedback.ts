import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { applyFieldErrors } from '../../../lib/form.ts';
import { i18n } from '../../../lib/i18n.ts';

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', title: i18n.t('profile.successTitle'), message });
}

/**
 * Puts the server's field errors under their inputs; anything else is returned as the text
 * to show above the form (and announced as a notification).
 */
export function applyServerError<T>(form: UseFormReturnType<T>, error: unknown): string | null {
  const message = applyFieldErrors(form, error);
  if (message === null) return null;
  notifications.show({ color: 'red', title: i18n.t('profile.failureTitle'), message });
  return message;
}
