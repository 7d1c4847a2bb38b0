import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyMarketRole, CompanyView, UpdateCompanyInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session.ts';
import { myCompanyQueryKey } from './keys.ts';

export const updateCompany = ({ id, input }: { id: string; input: UpdateCompanyInput }) =>
  api<CompanyView>(`/companies/${id}`, { method: 'PATCH', body: input });

export const requestRole = ({ id, role }: { id: string; role: CompanyMarketRole }) =>
  api<CompanyView>(`/companies/${id}/role-requests`, { method: 'POST', body: { role } });

function useCompanyMutation<V>(mutationFn: (variables: V) => Promise<CompanyView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (company) => {
      queryClient.setQueryData(myCompanyQueryKey, company);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export const useUpdateCompany = () => useCompanyMutation(updateCompany);
export const useRequestRole = () => useCompanyMutation(requestRole);
