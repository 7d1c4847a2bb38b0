import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { problemMessage } from './api-client.ts';
import { i18n } from './i18n.ts';

/** An action went through: teal. */
export function showSuccess(title: string, message: ReactNode) {
  notifications.show({ color: 'teal', title, message });
}

/** An action was refused: red, in the server's own words unless `message` says it otherwise. */
export function showFailure(title: string, error: unknown, message = problemMessage(error)) {
  notifications.show({ color: 'red', title, message });
}

// A feature's notices carry its own title. Titles are given as i18n keys and translated when
// the notice shows, so a language chosen in between is the one used.

/** A success notice under the title `titleKey`. */
export const successNotifier = (titleKey: string) => (message: ReactNode) =>
  showSuccess(i18n.t(titleKey), message);

/**
 * A failure notice under the title `titleKey`. It takes the error alone so that it can be a
 * mutation's `onError` as it is (a second parameter would receive the mutation's variables).
 */
export const failureNotifier = (titleKey: string) => (error: unknown) =>
  showFailure(i18n.t(titleKey), error);
