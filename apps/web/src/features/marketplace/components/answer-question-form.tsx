import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessageReply } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnswerQuestionInput } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';

const notice = notices('adBrowse.questions');

/** The owner's answer, inline under the question; every seller who sees the ad reads it. */
export function AnswerQuestionForm({ adId, questionId }: { adId: string; questionId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerQuestion();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ answer: string }>({
    initialValues: { answer: '' },
    validate: zodValidator(AnswerQuestionInput),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    answer.mutate(
      { adId, questionId, input: values },
      {
        onSuccess: () => notice.success(t('adBrowse.questions.answer.sent')),
        onError: (e) => setError(applyFieldErrors(form, e)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="answer-question-form">
      <FormError message={error} />
      <Stack gap="xs">
        <Textarea
          label={t('adBrowse.questions.answer.label')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={2000}
          required
          {...form.getInputProps('answer')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="sm"
            loading={answer.isPending}
            leftSection={<IconMessageReply size={16} />}
          >
            {t('adBrowse.questions.answer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
