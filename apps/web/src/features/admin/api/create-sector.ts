import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSector, SectorInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './keys.ts';

export const createSector = (input: SectorInput) =>
  api<AdminSector>('/admin/sectors', { method: 'POST', body: input });

export function useCreateSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSector,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
