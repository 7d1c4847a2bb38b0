import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeoSettingsView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';
import { storage } from '../../../lib/storage.ts';

/** The `seo` document, cached in local storage so the title and logo show at once. */
export const seoQueryOptions = queryOptions({
  queryKey: contentKeys.seo,
  queryFn: async () => {
    const seo = await api<SeoSettingsView>('/settings/seo');
    storage.setJson('seo', seo);
    if (seo.logoUrl) storage.set('logoUrl', seo.logoUrl);
    else storage.remove('logoUrl');
    return seo;
  },
  initialData: () => storage.getJson<SeoSettingsView>('seo') ?? undefined,
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
});

export const useSeo = () => useQuery(seoQueryOptions);
