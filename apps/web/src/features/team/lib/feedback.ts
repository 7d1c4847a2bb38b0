import { failureNotifier, successNotifier } from '../../../lib/feedback.ts';

export const notifySuccess = successNotifier('team.successTitle');
export const notifyFailure = failureNotifier('team.failureTitle');
