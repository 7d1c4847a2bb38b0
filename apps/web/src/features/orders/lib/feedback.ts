import { failureNotifier, successNotifier } from '../../../lib/feedback.ts';

export const notifySuccess = successNotifier('orders.successTitle');
export const notifyFailure = failureNotifier('orders.failureTitle');
