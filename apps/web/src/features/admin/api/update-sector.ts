import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSector, SectorUpdateInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './keys.ts';

export const updateSector = (input: SectorUpdateInput & { id: string }) => {
  const { id, ...body } = input;
  return api<AdminSector>(`/admin/sectors/${encodeURIComponent(id)}`, { method: 'PATCH', body });
};

export function useUpdateSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSector,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
