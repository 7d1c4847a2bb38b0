import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, AuditEntryView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminAuditKey } from './keys.ts';

export interface AuditFilters {
  action: string | null;
  entityType: string | null;
  actor: string;
  companyId: string | null;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const fetchAudit = (filters: AuditFilters) =>
  api<AdminPage<AuditEntryView>>(`/admin/audit${queryString(filters)}`);

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...adminAuditKey, 'list', filters],
    queryFn: () => fetchAudit(filters),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
