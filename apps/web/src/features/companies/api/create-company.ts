import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyView, CreateCompanyInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session.ts';
import { myCompanyQueryKey } from './keys.ts';

export const createCompany = (input: CreateCompanyInput) =>
  api<CompanyView>('/companies', { method: 'POST', body: input });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(myCompanyQueryKey, company);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
