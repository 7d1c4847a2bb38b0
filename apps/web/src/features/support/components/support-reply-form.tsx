import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  fieldLabelsOf,
  SupportReplyInput,
  toFieldErrors,
  type SupportStatus,
} from '@teklifal/core';
import { useFieldErrors } from '../../../components/use-field-errors.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { SupportDesk } from '../api/keys.ts';
import { useWriteSupportTicket } from '../api/write-ticket.ts';
import { SupportAttachments, useSupportAttachments } from './support-attachments.tsx';
import { SupportMessageField } from './support-message-field.tsx';

const labels = fieldLabelsOf(SupportReplyInput);

const WORDS = {
  own: {
    title: 'support.reply',
    placeholder: 'support.replyPlaceholder',
    closedHint: 'support.replyClosedHint',
    send: 'support.send',
    sent: 'support.sent',
  },
  staff: {
    title: 'support.admin.answer',
    placeholder: 'support.admin.answerPlaceholder',
    closedHint: 'support.admin.reopenHint',
    send: 'support.admin.answer',
    sent: 'support.admin.answered',
  },
} as const;

/**
 * Writing on a ticket: the user's follow-up, or staff's answer. On a closed ticket it says
 * that writing reopens it. A refusal keeps what was written and says why under the field.
 */
export function SupportReplyForm({
  desk,
  ticketId,
  status,
}: {
  desk: SupportDesk;
  ticketId: string;
  status: SupportStatus;
}) {
  const { t } = useTranslation();
  const words = WORDS[desk];
  const write = useWriteSupportTicket(desk, ticketId);
  const files = useSupportAttachments();
  const [message, setMessage] = useState('');
  const errors = useFieldErrors();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (write.isPending || files.uploading) return;
    const parsed = SupportReplyInput.safeParse({ message, attachmentFileIds: files.fileIds });
    if (!parsed.success) {
      errors.set(toFieldErrors(parsed.error.issues, currentLocale(), labels));
      return;
    }
    errors.set([]);
    write.mutate(parsed.data, {
      // What was written or chosen while it was on its way stays for the next message.
      onSuccess: () => {
        setMessage((current) => (current === message ? '' : current));
        files.removeSent(parsed.data.attachmentFileIds);
        showSuccess(t('support.title'), t(words.sent));
      },
      onError: (error) => {
        if (error instanceof ApiError) errors.set(error.problem.errors ?? []);
        showFailure(
          t('support.title'),
          error,
          t('support.sendFailed', { reason: problemMessage(error) }),
        );
      },
    });
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
      <form onSubmit={submit} noValidate data-testid="support-reply-form">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t(words.title)}
          </Title>
          {status === 'closed' && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
              {t(words.closedHint)}
            </Alert>
          )}
          <SupportMessageField
            label={t('support.message')}
            placeholder={t(words.placeholder)}
            value={message}
            onChange={(value) => {
              setMessage(value);
              errors.clear('message');
            }}
            error={errors.textOf('message')}
            minRows={3}
          />
          <SupportAttachments
            files={files}
            error={errors.textOf('attachmentFileIds')}
            onChange={() => errors.clear('attachmentFileIds')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={write.isPending}
              disabled={files.uploading}
              rightSection={<IconSend size={16} />}
            >
              {t(words.send)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
