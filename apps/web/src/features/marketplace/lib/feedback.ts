import { failureNotifier, successNotifier } from '../../../lib/feedback.ts';

export const notifySuccess = successNotifier('adBrowse.questions.successTitle');
export const notifyFailure = failureNotifier('adBrowse.questions.failureTitle');
