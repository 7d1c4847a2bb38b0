import { useQuery } from '@tanstack/react-query';
import type { SectorView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

/** GET /api/sectors: the two-level list (same key and shape as the company screens use). */
export const useSectors = () =>
  useQuery({
    queryKey: ['sectors'],
    queryFn: () => api<{ items: SectorView[] }>('/sectors').then((r) => r.items),
    staleTime: 10 * 60_000,
  });
