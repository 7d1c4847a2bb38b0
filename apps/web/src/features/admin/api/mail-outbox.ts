import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxMailPage } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminMailOutboxKey } from './keys.ts';

export function useMailOutbox(filters: { to: string; page: number }) {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: '20' });
  if (filters.to) query.set('to', filters.to);
  return useQuery({
    queryKey: [...adminMailOutboxKey, filters],
    queryFn: () => api<OutboxMailPage>(`/admin/mail-outbox?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}
