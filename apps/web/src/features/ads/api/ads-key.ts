import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every ad query (lists, details) starts with this key; a change to an ad invalidates it. */
export const adsKey = ['ads'] as const;

/**
 * A mutation that changes ads: afterwards every ad query is read again, and the dashboard's
 * figures (open ads) with them.
 */
export function useAdsMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adsKey }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
