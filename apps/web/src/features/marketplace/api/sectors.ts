import { useQuery } from '@tanstack/react-query';
import type { SectorView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

/** The sector tree (two levels); it rarely changes, so it is kept for a while. */
export const useSectors = () =>
  useQuery({
    queryKey: ['sectors'],
    queryFn: () => api<{ items: SectorView[] }>('/sectors').then((r) => r.items),
    staleTime: 10 * 60_000,
  });
