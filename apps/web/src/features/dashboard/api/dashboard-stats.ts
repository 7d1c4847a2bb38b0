import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { dashboardStatsKey } from './keys.ts';

export const fetchDashboardStats = () => api<DashboardStats>('/dashboard/stats');

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardStatsKey,
  queryFn: fetchDashboardStats,
});

/** Only asked for when the company has a confirmed role; otherwise both sides would be null. */
export const useDashboardStats = (enabled: boolean) =>
  useQuery({ ...dashboardStatsQueryOptions, enabled });
