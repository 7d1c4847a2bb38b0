import { useQuery } from '@tanstack/react-query';
import type { ContactInfoView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

export const useContactInfo = () =>
  useQuery({
    queryKey: contentKeys.contact,
    queryFn: () => api<ContactInfoView>('/settings/contact'),
    staleTime: 5 * 60_000,
  });
