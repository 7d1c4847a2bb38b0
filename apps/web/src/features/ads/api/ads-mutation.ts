import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adsKey, dashboardKey, invalidateKeys } from '../../../lib/query-keys.ts';

/**
 * A mutation that changes ads: afterwards every ad query (lists, details) is read again, and
 * the dashboard's figures (open ads) with them.
 */
export function useAdsMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateKeys(queryClient, [adsKey, dashboardKey]),
  });
}
