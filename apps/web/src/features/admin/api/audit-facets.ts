import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditFacets } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminAuditKey } from './keys.ts';

export const fetchAuditFacets = () => api<AuditFacets>('/admin/audit/facets');

export const auditFacetsQueryOptions = queryOptions({
  queryKey: [...adminAuditKey, 'facets'],
  queryFn: fetchAuditFacets,
  staleTime: 60_000,
});

export const useAuditFacets = () => useQuery(auditFacetsQueryOptions);
