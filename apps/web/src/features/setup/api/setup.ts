import type { SetupAdminInput, SetupStatus } from '@teklifal/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setupKeys } from './keys.ts';

/** Whether the installation still waits for its first platform admin. */
export const useSetupStatus = () =>
  useQuery({ queryKey: setupKeys.status, queryFn: () => api<SetupStatus>('/setup') });

/** Creates the first platform admin; the status is read again after. */
export function useCreatePlatformAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupAdminInput) =>
      api<SetupStatus>('/setup', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: setupKeys.status }),
  });
}
