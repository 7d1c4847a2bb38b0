import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { myCompanyQueryKey } from './keys.ts';

export const myCompanyQueryOptions = queryOptions({
  queryKey: myCompanyQueryKey,
  queryFn: () => api<CompanyView>('/companies/mine'),
});

export const useMyCompany = (enabled = true) => useQuery({ ...myCompanyQueryOptions, enabled });
