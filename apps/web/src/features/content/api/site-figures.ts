import { useQuery } from '@tanstack/react-query';
import type { SiteFigures } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** GET /api/site/figures: counted at most once a minute by the server. */
export const useSiteFigures = () =>
  useQuery({
    queryKey: contentKeys.figures,
    queryFn: () => api<SiteFigures>('/site/figures'),
    staleTime: 60_000,
  });
