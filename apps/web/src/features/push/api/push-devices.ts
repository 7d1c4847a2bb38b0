import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDeviceInput, PushDeviceView, PushDevicesView, PushKeyView } from '@teklifal/core';
import { api, ApiError } from '../../../lib/api-client.ts';
import { pushDevicesKey, pushKeyKey } from './keys.ts';

export const pushKeyQueryOptions = queryOptions({
  queryKey: pushKeyKey,
  queryFn: () => api<PushKeyView>('/push/key'),
  staleTime: Infinity,
});

export const pushDevicesQueryOptions = queryOptions({
  queryKey: pushDevicesKey,
  queryFn: () => api<PushDevicesView>('/me/push-devices'),
});

export const usePushDevices = () => useQuery(pushDevicesQueryOptions);

/** Registers a subscription; the server answers the device, new or already known. */
export const addPushDevice = (input: PushDeviceInput) =>
  api<PushDeviceView>('/me/push-devices', { method: 'POST', body: input });

/** Removes a device; one already gone (removed elsewhere, or expired) counts as removed. */
export async function deletePushDevice(deviceId: string) {
  try {
    await api<void>(`/me/push-devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePushDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
  });
}
