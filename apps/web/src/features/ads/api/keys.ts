import { adsKey } from '../../../lib/query-keys.ts';
import type { MyAdsFilters } from './my-ads.ts';

/** Query keys of the ads feature (the buyer's ads under `['ads', ...]`). */
export const adKeys = {
  mine: (filters: MyAdsFilters) => [...adsKey, 'mine', filters] as const,
  sellerSuggestions: (sectorId: string, q: string) =>
    ['sellers', 'suggestions', sectorId, q] as const,
};
