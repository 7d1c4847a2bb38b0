import type { CompanySectorsView } from '@teklifal/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myCompanyQueryKey } from './keys.ts';

export const saveSectors = ({ companyId, sectorIds }: { companyId: string; sectorIds: string[] }) =>
  api<CompanySectorsView>(`/companies/${companyId}/sectors`, {
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
