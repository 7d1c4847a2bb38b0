import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushPreferences } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** Which notifications are pushed to the user's devices (#28); the user's own choice. */

export const pushPreferencesQueryOptions = queryOptions({
  queryKey: profileKeys.pushPreferences,
  queryFn: () => api<PushPreferences>('/me/push-preferences'),
});

export const usePushPreferences = () => useQuery(pushPreferencesQueryOptions);

export const savePushPreferences = (input: PushPreferences) =>
  api<PushPreferences>('/me/push-preferences', { method: 'PUT', body: input });
