import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconMail, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ContactMessageView } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import {
  useContactMessages,
  useMarkContactMessage,
  type ContactMessageFilter,
} from '../api/contact-messages.ts';

function MessageCard({ message }: { message: ContactMessageView }) {
  const { t } = useTranslation();
  const mark = useMarkContactMessage();
  const locale = currentLocale();
  const handled = message.handledAt !== null;
  const toggle = () =>
    mark.mutate(
      { id: message.id, handled: !handled },
      {
        onSuccess: () => showSuccess(t('admin.feedback.successTitle'), t('contact.marked')),
        onError: (error) => showFailure(t('contact.inboxTitle'), error),
      },
    );
  return (
    <Paper withBorder radius="md" p="md" data-testid="contact-message">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{message.name}</Text>
            <Anchor href={`mailto:${message.email}`} size="sm">
              {message.email}
            </Anchor>
            <Badge variant="light" size="sm">
              {message.locale.toUpperCase()}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.createdAt, locale)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {handled
              ? t('contact.handledOn', { date: formatDateTime(message.handledAt, locale) })
              : ''}
          </Text>
          <Group gap="xs">
            <Button
              component="a"
              href={`mailto:${message.email}`}
              variant="default"
              size="xs"
              leftSection={<IconMail size={14} />}
            >
              {t('contact.reply')}
            </Button>
            <Button
              size="xs"
              variant={handled ? 'subtle' : 'light'}
              color={handled ? 'gray' : 'teal'}
              leftSection={handled ? <IconRotate size={14} /> : <IconCheck size={14} />}
              loading={mark.isPending}
              onClick={toggle}
            >
              {t(handled ? 'contact.markUnhandled' : 'contact.markHandled')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/messages: what visitors wrote with the contact form, waiting ones first. */
export function ContactMessagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.inboxTitle'));
  const [status, setStatus] = useState<ContactMessageFilter>('unhandled');
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ status, page });
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('contact.inboxTitle')}</Title>
          {messages.data && (
            <Text c="dimmed">
              {t('contact.unhandledCount', { count: messages.data.unhandled })}
            </Text>
          )}
        </div>
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as ContactMessageFilter);
            setPage(1);
          }}
          data={(['unhandled', 'handled', 'all'] as const).map((value) => ({
            value,
            label: t(`contact.filter.${value}`),
          }))}
        />
      </Group>
      <ListFrame
        query={messages}
        empty={<EmptyState title={t('contact.empty')} />}
        pages={{
          totalText: (count) => t('contact.total', { count }),
          page,
          onPage: setPage,
        }}
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </Stack>
        )}
      </ListFrame>
    </Stack>
  );
}
