import { failureNotifier, successNotifier } from '../../../lib/feedback.ts';

export const notifySuccess = successNotifier('bids.successTitle');
export const notifyFailure = failureNotifier('bids.failureTitle');
