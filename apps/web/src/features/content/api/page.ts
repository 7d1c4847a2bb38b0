import { useQuery } from '@tanstack/react-query';
import type { PageSlug, PageView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

export const usePage = (slug: PageSlug) =>
  useQuery({
    queryKey: contentKeys.page(slug),
    queryFn: () => api<PageView>(`/pages/${slug}`),
    staleTime: 5 * 60_000,
  });
