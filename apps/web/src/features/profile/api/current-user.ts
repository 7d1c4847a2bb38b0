import { useQuery } from '@tanstack/react-query';
import type { Me } from '@teklifal/core';
import { api, ApiError } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

/** The signed-in user under the app's `['me']` key (same answer as the app's session query). */
export async function fetchCurrentUser(): Promise<Me | null> {
  try {
    const me = await api<Me>('/me');
    if (me.company) storage.setJson('company', me.company);
    else storage.remove('company');
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'AUTH_REQUIRED') return null;
    throw error;
  }
}

export const useCurrentUser = () => useQuery({ queryKey: ['me'], queryFn: fetchCurrentUser });
