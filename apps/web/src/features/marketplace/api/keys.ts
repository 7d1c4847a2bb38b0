import { adsKey, bidsKey } from '../../../lib/query-keys.ts';

/** Query keys of the marketplace screens (the sellers' browse and their bids list). */
export const browseAdsKey = [...adsKey, 'browse'] as const;

export const myBidsKey = [...bidsKey, 'mine', 'list'] as const;
