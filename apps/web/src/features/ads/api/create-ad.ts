import type { AdDraftInput, AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/**
 * POST /api/ads: a new draft (only its title needed), or with `publish` a published ad (then
 * complete, or refused with every missing field named and nothing stored).
 */
export const createAd = ({ input, publish = false }: { input: AdDraftInput; publish?: boolean }) =>
  api<AdView>(`/ads${publish ? '?publish=true' : ''}`, { method: 'POST', body: input });

export const useCreateAd = () => useAdsMutation(createAd);
