import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export function useMailOutbox(filters: { to: string; page: number }) {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: '20' });
  if (filters.to) query.set('to', filters.to);
  return useQuery({
    queryKey: ['admin', 'mail-outbox', filters],
    queryFn: () => api<Page<OutboxMail>>(`/admin/mail-outbox?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}
