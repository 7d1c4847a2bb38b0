import type { ReactNode } from 'react';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';

/** A taken action of the auction, under its own title (e.g. 'auctions.bidForm.sentTitle'). */
export const notifyAuctionSuccess = (message: ReactNode, titleKey = 'auctions.successTitle') =>
  showSuccess(i18n.t(titleKey), message);

/** A refused one, in the server's words. */
export const notifyAuctionFailure = (error: unknown, titleKey = 'auctions.failureTitle') =>
  showFailure(i18n.t(titleKey), error);
