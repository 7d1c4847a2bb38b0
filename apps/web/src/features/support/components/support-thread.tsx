import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLifebuoy, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type SupportMessageView } from '@teklifal/core';
import { AttachmentList } from '../../../components/attachment-link.tsx';
import { TranslatedText } from '../../../components/translated-text.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import type { SupportDesk } from '../api/keys.ts';

/**
 * One message. The viewer's side (the company's messages on /support, staff's in the back
 * office) sits on the right in a tinted box; the other side on the left with a border. Staff
 * messages carry the lifebuoy. Line breaks stay as typed; the text is translated in English.
 */
function SupportMessage({ desk, message }: { desk: SupportDesk; message: SupportMessageView }) {
  const { t } = useTranslation();
  const ownSide = desk === 'own' ? !message.fromStaff : message.fromStaff;
  // Staff as "Support team · name", the user's side by its author's name.
  const author = message.fromStaff
    ? message.authorName
      ? t('support.staffNamed', { name: message.authorName })
      : t('support.staff')
    : (message.authorName ?? t('support.unknownAuthor'));
  return (
    <Box
      component="li"
      data-testid="support-message"
      data-from={message.fromStaff ? 'staff' : 'user'}
      style={{ alignSelf: ownSide ? 'flex-end' : 'flex-start', maxWidth: 'min(90%, 44rem)' }}
    >
      <Group gap={6} mb={4} px={4} justify={ownSide ? 'flex-end' : 'flex-start'} wrap="nowrap">
        <ThemeIcon
          size="sm"
          radius="xl"
          variant="light"
          color={message.fromStaff ? 'blue' : 'gray'}
          aria-hidden
        >
          {message.fromStaff ? <IconLifebuoy size={14} /> : <IconUser size={14} />}
        </ThemeIcon>
        <Text size="sm" fw={600} data-testid="support-message-author">
          {author}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, currentLocale()) ?? t('common.dateUnknown')}
          </time>
        </Text>
      </Group>
      <Paper
        radius="md"
        p="sm"
        withBorder={!ownSide}
        bg={ownSide ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)'}
        style={
          message.fromStaff
            ? { borderLeft: '3px solid var(--mantine-color-blue-filled)' }
            : undefined
        }
      >
        <Stack gap="xs">
          <TranslatedText text={message.body} size="sm" />
          <AttachmentList
            attachments={message.attachments}
            label={t('support.attachments')}
            testId="support-attachment"
          />
        </Stack>
      </Paper>
    </Box>
  );
}

/** The ticket's messages, oldest first. */
export function SupportThread({
  desk,
  messages,
}: {
  desk: SupportDesk;
  messages: SupportMessageView[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="support-thread-title">
      <Title order={2} fz="h4" id="support-thread-title">
        {t('support.thread')}
      </Title>
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {messages.map((message) => (
          <SupportMessage key={message.id} desk={desk} message={message} />
        ))}
      </Stack>
    </Stack>
  );
}
