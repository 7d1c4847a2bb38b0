import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointsView,
  WebhookEndpointView,
  WebhookSecretView,
} from '@teklifal/core';
import { api } from '../../../../lib/api-client.ts';
import { webhooksKey } from './keys.ts';

const base = '/integrations/webhooks';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const webhookEndpointsQueryOptions = queryOptions({
  queryKey: webhooksKey,
  queryFn: () => api<WebhookEndpointsView>(base),
});

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions);

/** Registers an endpoint; the answer holds its secret, shown once and kept in no cache. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      api<WebhookEndpointCreated>(base, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WebhookEndpointInput }) =>
      api<WebhookEndpointView>(one(id), { method: 'PATCH', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(one(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useRollWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<WebhookSecretView>(`${one(id)}/secret`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
