import type { UseFormReturnType } from '@mantine/form';
import { showFailure, successNotifier } from '../../../lib/feedback.ts';
import { applyFieldErrors } from '../../../lib/form.ts';
import { i18n } from '../../../lib/i18n.ts';

export const notifySuccess = successNotifier('profile.successTitle');

/**
 * Puts the server's field errors under their inputs; anything else is returned as the text
 * to show above the form (and announced as a notification).
 */
export function applyServerError<T>(form: UseFormReturnType<T>, error: unknown): string | null {
  const message = applyFieldErrors(form, error);
  if (message === null) return null;
  showFailure(i18n.t('profile.failureTitle'), error, message);
  return message;
}
