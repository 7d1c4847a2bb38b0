import { showFailure, successNotifier } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { PushSetupError } from './browser-push.ts';

export const notifySuccess = successNotifier('webPush.successTitle');

/** A refusal in the server's words; the browser's own failures in ours. */
export function notifyFailure(error: unknown) {
  showFailure(
    i18n.t('webPush.failureTitle'),
    error,
    error instanceof PushSetupError ? i18n.t(`webPush.device.${error.reason}`) : undefined,
  );
}
