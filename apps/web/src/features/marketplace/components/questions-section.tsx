import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockOff, IconInfoCircle, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type AdView } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useNow } from '../../../components/use-now.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAdQuestions } from '../api/ad-questions.ts';
import { AskQuestionForm } from './ask-question-form.tsx';
import { QuestionItem } from './question-item.tsx';

/** Why a seller may not ask now: the cut-off passed, or the ad no longer takes bids. */
function AskingClosed({ ad, now }: { ad: AdView; now: number }) {
  const { t } = useTranslation();
  const cutOffPassed = ad.questionsUntil !== null && Date.parse(ad.questionsUntil) <= now;
  return (
    <Alert color="gray" icon={<IconClockOff size={18} />} data-testid="questions-closed">
      {ad.status === 'published' && cutOffPassed
        ? t('adBrowse.questions.closed', {
            date: formatDateTime(ad.questionsUntil, currentLocale()),
          })
        : t('adBrowse.questions.notOpen')}
    </Alert>
  );
}

/** Q&A of an ad: sellers ask until the cut-off, the owner answers, every seller reads. */
export function QuestionsSection({ ad, isOwner }: { ad: AdView; isOwner: boolean }) {
  const { t } = useTranslation();
  const now = useNow();
  const questions = useAdQuestions(ad.id);
  // The cut-off may pass while the page is open; the server would refuse then anyway.
  const canAsk =
    ad.abilities.ask && ad.questionsUntil !== null && now < Date.parse(ad.questionsUntil);
  const unanswered = questions.data?.filter((question) => !question.answer).length ?? 0;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="ad-questions-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="h4" id="ad-questions-title">
              {t('adBrowse.questions.title')}
            </Title>
            {questions.data && <Badge variant="light">{questions.data.length}</Badge>}
          </Group>
          {isOwner && unanswered > 0 && (
            <Badge color="yellow" variant="light" data-testid="unanswered-count">
              {t('adBrowse.questions.unansweredCount', { count: unanswered })}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t(isOwner ? 'adBrowse.questions.ownerIntro' : 'adBrowse.questions.intro')}
          </Text>
        </Group>

        {!isOwner &&
          (canAsk ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('adBrowse.questions.until', {
                  date: formatDateTime(ad.questionsUntil, currentLocale()),
                })}
              </Text>
              <AskQuestionForm adId={ad.id} />
            </Stack>
          ) : (
            <AskingClosed ad={ad} now={now} />
          ))}

        <ListFrame
          query={questions}
          loadError={(reason) => t('adBrowse.questions.loadError', { message: reason })}
          skeleton={
            <Stack gap="xs" data-testid="questions-skeleton">
              <Skeleton h={72} radius="md" />
              <Skeleton h={72} radius="md" />
            </Stack>
          }
          empty={
            <EmptyState icon={<IconMessages size={26} />} title={t('adBrowse.questions.empty')} />
          }
        >
          {(items) => (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((question) => (
                <QuestionItem
                  key={question.id}
                  adId={ad.id}
                  question={question}
                  isOwner={isOwner}
                  canAnswer={ad.abilities.answer}
                />
              ))}
            </Stack>
          )}
        </ListFrame>
      </Stack>
    </Paper>
  );
}
