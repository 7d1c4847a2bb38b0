import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './keys.ts';

export const deleteSector = (id: string) =>
  api<void>(`/admin/sectors/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSector,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
