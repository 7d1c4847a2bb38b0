import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { problemMessage } from './api-client.ts';
import { applyFieldErrors } from './form.ts';

// Every feature's notices go through these two, under the feature's own title. Callers pass
// the title translated when the notice shows (`i18n.t` in the callback), so a language chosen
// in between is the one used.

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
