import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AskQuestionInput } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useAskQuestion } from '../api/ask-question.ts';

const notice = notices('adBrowse.questions');

const MAX_LENGTH = 1000;

/** A seller's question to the buyer (5–1000 characters, the server's own rule). */
export function AskQuestionForm({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const ask = useAskQuestion();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ body: string }>({
    initialValues: { body: '' },
    validate: zodValidator(AskQuestionInput),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    ask.mutate(
      { adId, input: values },
      {
        onSuccess: () => {
          notice.success(t('adBrowse.questions.ask.sent'));
          form.reset();
        },
        onError: (e) => setError(applyFieldErrors(form, e)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="ask-question-form">
      <FormError message={error} />
      <Stack gap="xs">
        <Textarea
          label={t('adBrowse.questions.ask.label')}
          placeholder={t('adBrowse.questions.ask.placeholder')}
          description={t('adBrowse.questions.ask.hint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={MAX_LENGTH}
          required
          {...form.getInputProps('body')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" aria-live="polite">
            {form.values.body.length} / {MAX_LENGTH}
          </Text>
          <Button type="submit" loading={ask.isPending} leftSection={<IconSend size={16} />}>
            {t('adBrowse.questions.ask.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
