import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type QuestionView } from '@teklifal/core';
import { TranslatedText } from '../../../components/translated-text.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { AnswerQuestionForm } from './answer-question-form.tsx';

/**
 * One question. The asker is never named: the viewer's own reads "Sizin sorunuz", every
 * other "Bir satıcı sordu". The owner sees unanswered ones highlighted, with the answer form.
 */
export function QuestionItem({
  adId,
  question,
  isOwner,
  canAnswer,
}: {
  adId: string;
  question: QuestionView;
  isOwner: boolean;
  canAnswer: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const highlighted = isOwner && !question.answer;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="question"
      data-unanswered={!question.answer}
      bg={highlighted ? 'var(--mantine-color-yellow-light)' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-yellow-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconMessageQuestion size={18} aria-hidden />
            <Text size="sm" fw={600}>
              {t(
                question.askedByMe
                  ? 'adBrowse.questions.askedByMe'
                  : 'adBrowse.questions.askedBySeller',
              )}
            </Text>
            {highlighted && (
              <Badge color="yellow" variant="filled" size="sm">
                {t('adBrowse.questions.unanswered')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(question.createdAt, locale) ?? t('common.dateUnknown')}
          </Text>
        </Group>
        <TranslatedText text={question.body} />
        {question.answer ? (
          <Box pl="md" style={{ borderLeft: '3px solid var(--mantine-color-blue-filled)' }}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600} c="blue">
                {t('adBrowse.questions.answerHeading')}
              </Text>
              {question.answeredAt && (
                <Text size="xs" c="dimmed">
                  {formatDateTime(question.answeredAt, locale)}
                </Text>
              )}
            </Group>
            <TranslatedText size="sm" text={question.answer} />
          </Box>
        ) : canAnswer ? (
          <AnswerQuestionForm adId={adId} questionId={question.id} />
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('adBrowse.questions.awaitingAnswer')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
