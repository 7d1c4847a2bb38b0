import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AskQuestionInput, QuestionView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adsKey } from '../../../lib/query-keys.ts';

export const askQuestion = ({ adId, input }: { adId: string; input: AskQuestionInput }) =>
  api<QuestionView>(`/ads/${encodeURIComponent(adId)}/questions`, {
    method: 'POST',
    body: input,
  });

/** A seller's question; the ad's lists and counts change with it, so every ad key is refreshed. */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKey }),
  });
}
