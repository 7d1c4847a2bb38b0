import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { WebhookDeliveriesPage, WebhookDeliveryView } from '@teklifal/core';
import { api } from '../../../../lib/api-client.ts';
import { webhookDeliveriesKey, webhooksKey } from './keys.ts';

const endpointPath = (id: string) => `/integrations/webhooks/${encodeURIComponent(id)}`;

export const webhookDeliveriesQueryOptions = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: webhookDeliveriesKey(endpointId, page),
    queryFn: () =>
      api<WebhookDeliveriesPage>(`${endpointPath(endpointId)}/deliveries?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useWebhookDeliveries = (endpointId: string | null, page: number) =>
  useQuery({
    ...webhookDeliveriesQueryOptions(endpointId ?? '', page),
    enabled: endpointId !== null,
  });

/** "Send again" for one delivery, or "send a test event": both queue a delivery. */
export function useQueueWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId?: string }) =>
      api<WebhookDeliveryView>(
        deliveryId
          ? `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`
          : `${endpointPath(endpointId)}/test`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
