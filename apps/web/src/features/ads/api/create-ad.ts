import type { AdInput, AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/** POST /api/ads: a new draft. */
export const createAd = (input: AdInput) => api<AdView>('/ads', { method: 'POST', body: input });

export const useCreateAd = () => useAdsMutation(createAd);
