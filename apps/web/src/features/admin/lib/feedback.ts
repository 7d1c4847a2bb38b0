import { successNotifier } from '../../../lib/feedback.ts';

// A refused back-office action is titled by the action itself: see `showFailure`.
export const notifySuccess = successNotifier('admin.feedback.successTitle');
