import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANONYMOUS, type Actor, type Me } from '@teklifal/core';
import { api, ApiError } from './api-client.ts';
import { storage } from './storage.ts';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null for an anonymous visitor; one query (`["me"]`) for the whole app. */
export async function fetchMe(): Promise<Me | null> {
  try {
    // optional=true: an anonymous visitor is answered null, not 401 (no error in the console).
    const me = await api<Me | null>('/me?optional=true');
    if (!me) {
      storage.remove('company');
      return null;
    }
    if (me.company) storage.setJson('company', me.company);
    else storage.remove('company');
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'AUTH_REQUIRED') return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe });

export function actorOf(me: Me | null | undefined): Actor {
  if (!me) return ANONYMOUS;
  return {
    user: { id: me.user.id, role: me.user.role },
    company: me.company,
    companyRole: me.companyRole,
  };
}

export const useMe = () => useQuery(meQueryOptions);
