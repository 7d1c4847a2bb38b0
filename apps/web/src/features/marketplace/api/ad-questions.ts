import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adDetailKey } from '../../../lib/query-keys.ts';

export const adQuestionsKey = (adId: string) => [...adDetailKey(adId), 'questions'] as const;

export const fetchAdQuestions = (adId: string) =>
  api<QuestionView[]>(`/ads/${encodeURIComponent(adId)}/questions`);

export const adQuestionsQueryOptions = (adId: string) =>
  queryOptions({ queryKey: adQuestionsKey(adId), queryFn: () => fetchAdQuestions(adId) });

export const useAdQuestions = (adId: string) => useQuery(adQuestionsQueryOptions(adId));
