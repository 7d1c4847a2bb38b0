import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SectorView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { myCompanyQueryKey } from './my-company.ts';

export const useSectors = () =>
  useQuery({
    queryKey: ['sectors'],
    queryFn: () => api<{ items: SectorView[] }>('/sectors').then((r) => r.items),
    staleTime: 10 * 60_000,
  });

export const saveSectors = ({ companyId, sectorIds }: { companyId: string; sectorIds: string[] }) =>
  api<{ sectorIds: string[] }>(`/companies/${companyId}/sectors`, {
    method: 'PUT',
    body: { sectorIds },
  });

export function useSaveSectors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSectors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCompanyQueryKey }),
  });
}
