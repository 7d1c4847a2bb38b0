import { problemMessage } from '../../../lib/api-client.ts';
import { showFailure, successNotifier } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';

export const notifySuccess = successNotifier('ads.successTitle');

/** A refused action: the server's own words, or a sentence of the ad form's around them. */
export function notifyFailure(error: unknown, message = problemMessage(error)) {
  showFailure(i18n.t('ads.failureTitle'), error, message);
}
