import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList, ApiKeyView, CreateApiKeyInput, CreatedApiKey } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { apiKeysKey } from './keys.ts';

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysKey,
  queryFn: () => api<ApiKeyList>('/my-company/api-keys'),
});

export const useApiKeys = (enabled = true) => useQuery({ ...apiKeysQueryOptions, enabled });

/** Creates a key; the answer holds its secret, which the page shows once and forgets. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      api<CreatedApiKey>('/my-company/api-keys', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      api<ApiKeyView>(`/my-company/api-keys/${encodeURIComponent(keyId)}/revoke`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
