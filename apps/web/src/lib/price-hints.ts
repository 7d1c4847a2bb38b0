import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRICE_HINT_NAME_MIN,
  type AdPriceHints,
  type PriceHint,
  type PriceHintAnswer,
  type PriceHintQuery,
} from '@teklifal/core';
import { api } from './api-client.ts';
import { queryString } from './query-string.ts';

/**
 * Fair-price hints (#14): what similar lines were awarded for across the platform. Shared by
 * the ad form (a line being written) and the bid comparison (the ad's lines), as the sectors
 * are. Past awards change slowly: a hint asked once stays good for a while.
 */
const priceHintsKey = ['price-hints'] as const;
const HINT_STALE_MS = 10 * 60_000;

/** GET /api/price-hints: the hint for one line, or null where the data is too thin. */
export const fetchLinePriceHint = (query: PriceHintQuery) =>
  api<PriceHintAnswer>(`/price-hints${queryString(query)}`).then((answer) => answer.hint);

/** The line's name as the server compares it: trimmed; too short says nothing. */
export const hintableName = (name: string) => {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.length >= PRICE_HINT_NAME_MIN ? trimmed : null;
};

export const linePriceHintQueryOptions = (query: PriceHintQuery) =>
  queryOptions({
    queryKey: [...priceHintsKey, 'line', query] as const,
    queryFn: () => fetchLinePriceHint(query),
    staleTime: HINT_STALE_MS,
  });

/** The hint of a line being written; asks only once the line has a sector and a name. */
export function useLinePriceHint(query: PriceHintQuery | null) {
  return useQuery({
    ...linePriceHintQueryOptions(
      query ?? { sectorId: '', unit: 'adet', currency: 'TRY', name: '' },
    ),
    enabled: query !== null,
    // A hint already shown stays while the next one loads, so the line does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ads/:adId/price-hints: a hint (or null) for every line of the buyer's own ad. */
export const fetchAdPriceHints = (adId: string) =>
  api<AdPriceHints>(`/ads/${encodeURIComponent(adId)}/price-hints`);

export const adPriceHintsQueryOptions = (adId: string) =>
  queryOptions({
    queryKey: [...priceHintsKey, 'ad', adId] as const,
    queryFn: () => fetchAdPriceHints(adId),
    staleTime: HINT_STALE_MS,
  });

/** Each line's hint by its id; a line missing (or a failed request) simply has none. */
export function useAdPriceHints(adId: string, enabled = true): Map<string, PriceHint> {
  const { data } = useQuery({ ...adPriceHintsQueryOptions(adId), enabled });
  const hints = new Map<string, PriceHint>();
  for (const line of data?.lines ?? []) if (line.hint) hints.set(line.adItemId, line.hint);
  return hints;
}
