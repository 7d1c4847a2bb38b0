import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSectorNode } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminSectorsKey } from './keys.ts';

export const fetchAdminSectors = () => api<AdminSectorNode[]>('/admin/sectors');

export const adminSectorsQueryOptions = queryOptions({
  queryKey: adminSectorsKey,
  queryFn: fetchAdminSectors,
});

export const useAdminSectors = () => useQuery(adminSectorsQueryOptions);
