import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { problemMessage } from './api-client.ts';
import { applyFieldErrors } from './form.ts';
import { i18n } from './i18n.ts';

// Every feature's notices go through these two, under the feature's own title, translated when
// the notice shows, so a language chosen in between is the one used.

/** An action went through: teal. */
export function showSuccess(title: string, message: ReactNode) {
  notifications.show({ color: 'teal', title, message });
}

/** An action was refused: red, in the server's own words unless `message` says it otherwise. */
export function showFailure(title: string, error: unknown, message = problemMessage(error)) {
  notifications.show({ color: 'red', title, message });
}

/**
 * A refused form: the server's field errors go under their inputs (null comes back); anything
 * else is announced under `title` and returned as the text to show above the form.
 */
export function showFormFailure(
  title: string,
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): string | null {
  const message = applyFieldErrors(form, error);
  if (message === null) return null;
  showFailure(title, error, message);
  return message;
}

/**
 * A feature's notices, titled by its catalogue's `<prefix>.successTitle` and
 * `<prefix>.failureTitle`. `failure` takes the error alone so that it can be a mutation's
 * `onError` as it is (a second parameter would receive the mutation's variables).
 */
export const notices = (prefix: string) => ({
  success: (message: ReactNode) => showSuccess(i18n.t(`${prefix}.successTitle`), message),
  failure: (error: unknown) => showFailure(i18n.t(`${prefix}.failureTitle`), error),
});
