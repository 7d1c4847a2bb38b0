import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerSuggestion } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adKeys } from './keys.ts';

/** GET /api/sellers/suggestions: confirmed sellers to invite, those of the sector first. */
export const fetchSellerSuggestions = (sectorId: string, q: string) =>
  api<SellerSuggestion[]>(`/sellers/suggestions${queryString({ sectorId, q })}`);

export const useSellerSuggestions = (
  { sectorId, q }: { sectorId: string; q: string },
  enabled: boolean,
) =>
  useQuery({
    queryKey: adKeys.sellerSuggestions(sectorId, q),
    queryFn: () => fetchSellerSuggestions(sectorId, q),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
