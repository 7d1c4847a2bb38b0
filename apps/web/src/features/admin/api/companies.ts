import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminCompanyListItem,
  AdminCompanySort,
  AdminPage,
  ApprovalState,
} from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminCompaniesKey } from './keys.ts';

export interface AdminCompanyFilters {
  q: string;
  buyer: ApprovalState | null;
  seller: ApprovalState | null;
  sort: AdminCompanySort;
  page: number;
  pageSize: number;
}

export const fetchAdminCompanies = (filters: AdminCompanyFilters) =>
  api<AdminPage<AdminCompanyListItem>>(`/admin/companies${queryString(filters)}`);

export const adminCompaniesQueryOptions = (filters: AdminCompanyFilters) =>
  queryOptions({
    queryKey: [...adminCompaniesKey, 'list', filters],
    queryFn: () => fetchAdminCompanies(filters),
    placeholderData: keepPreviousData,
  });

export const useAdminCompanies = (filters: AdminCompanyFilters) =>
  useQuery(adminCompaniesQueryOptions(filters));
