import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCompanyDetail } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminCompaniesKey } from './keys.ts';

export const adminCompanyKey = (id: string) => [...adminCompaniesKey, 'detail', id] as const;

export const fetchAdminCompany = (id: string) =>
  api<AdminCompanyDetail>(`/admin/companies/${encodeURIComponent(id)}`);

export const adminCompanyQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminCompanyKey(id), queryFn: () => fetchAdminCompany(id) });

export const useAdminCompany = (id: string) => useQuery(adminCompanyQueryOptions(id));
