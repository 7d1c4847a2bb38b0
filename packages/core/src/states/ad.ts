import { defineMachine } from './machine.ts';

export const AD_STATUSES = ['draft', 'published', 'closed', 'awarded', 'cancelled'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** The statuses of an ad that was published: it has every term (a draft may lack them). */
export const PUBLISHED_AD_STATUSES = ['published', 'closed', 'awarded', 'cancelled'] as const;
export type PublishedAdStatus = (typeof PUBLISHED_AD_STATUSES)[number];

/**
 * The ad's states (docs/architecture.md, “The domain in brief”): draft → published → closed →
 * awarded; published|closed → cancelled. A published ad that is not sealed may be awarded before
 * its deadline.
 */
export const adMachine = defineMachine<
  AdStatus,
  'publish' | 'close' | 'award' | 'cancel' | 'extendDeadline'
>({
  publish: { from: ['draft'], to: 'published' },
  close: { from: ['published'], to: 'closed' },
  award: { from: ['published', 'closed'], to: 'awarded' },
  cancel: { from: ['published', 'closed'], to: 'cancelled' },
  extendDeadline: { from: ['published', 'closed'], to: 'published' },
});

/** What an ad's status badge says: a closed ad tells whether its buyer closed it early. */
export type AdStatusLabel = AdStatus | 'closedEarly';

/**
 * A closed ad was closed by its buyer when it closed before its deadline (POST
 * /api/ads/:adId/close stamps closedAt); otherwise its deadline passed. Only a closed ad is
 * told apart: an awarded or cancelled one says so whatever closed it.
 */
export function adStatusLabel(ad: {
  status: AdStatus;
  bidDeadline: string | Date | null;
  closedAt: string | Date | null;
}): AdStatusLabel {
  if (ad.status !== 'closed' || ad.closedAt === null || ad.bidDeadline === null) return ad.status;
  return new Date(ad.closedAt).getTime() < new Date(ad.bidDeadline).getTime()
    ? 'closedEarly'
    : 'closed';
}

/** The catalogue key of an ad's status badge (the same words on screen and in the CSV). */
export const adStatusMessageKey = (
  label: AdStatusLabel,
): 'adStatusLabels.closedEarly' | `procurement.adStatus.${AdStatus}` =>
  label === 'closedEarly' ? 'adStatusLabels.closedEarly' : `procurement.adStatus.${label}`;
