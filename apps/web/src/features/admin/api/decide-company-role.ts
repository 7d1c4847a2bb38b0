import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCompanyDetail, ApprovalDecisionInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminCompanyKey } from './company.ts';
import { adminKey } from './keys.ts';

export const decideCompanyRole = (input: ApprovalDecisionInput & { companyId: string }) => {
  const { companyId, ...body } = input;
  return api<AdminCompanyDetail>(`/admin/companies/${encodeURIComponent(companyId)}/decisions`, {
    method: 'POST',
    body,
  });
};

/** Approve or reject a role; the detail and every company list refresh afterwards. */
export function useDecideCompanyRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCompanyRole,
    onSuccess: (detail) => queryClient.setQueryData(adminCompanyKey(detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
