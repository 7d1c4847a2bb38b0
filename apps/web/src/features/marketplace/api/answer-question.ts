import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerQuestionInput, QuestionView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adsKey } from '../../../lib/query-keys.ts';

export const answerQuestion = ({
  adId,
  questionId,
  input,
}: {
  adId: string;
  questionId: string;
  input: AnswerQuestionInput;
}) =>
  api<QuestionView>(
    `/ads/${encodeURIComponent(adId)}/questions/${encodeURIComponent(questionId)}/answer`,
    { method: 'POST', body: input },
  );

/** The owner's answer; /myads counts unanswered questions, so every ad key is refreshed. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKey }),
  });
}
