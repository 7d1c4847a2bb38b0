import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  fieldLabelsOf,
  SUPPORT_CATEGORIES,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SupportTicketInput,
  toFieldErrors,
  type SupportCategory,
  type SupportTicketDetail,
} from '@teklifal/core';
import { useFieldErrors } from '../../../components/use-field-errors.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useOpenSupportTicket } from '../api/open-ticket.ts';
import { SupportAttachments, useSupportAttachments } from './support-attachments.tsx';
import { SupportMessageField } from './support-message-field.tsx';

const labels = fieldLabelsOf(SupportTicketInput);

/**
 * A new ticket: subject, category, message and files. Checked here with the server's own
 * rules before anything is sent; the server's refusals go under the same fields.
 */
export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (ticket: SupportTicketDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const open = useOpenSupportTicket();
  const files = useSupportAttachments();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<SupportCategory | null>(null);
  const [message, setMessage] = useState('');
  const errors = useFieldErrors();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (open.isPending || files.uploading) return;
    const parsed = SupportTicketInput.safeParse({
      subject,
      category: category ?? '',
      message,
      attachmentFileIds: files.fileIds,
    });
    if (!parsed.success) {
      errors.set(toFieldErrors(parsed.error.issues, currentLocale(), labels));
      return;
    }
    errors.set([]);
    open.mutate(parsed.data, {
      onSuccess: (ticket) => {
        showSuccess(t('support.newTicket'), t('support.created', { ticketNo: ticket.ticketNo }));
        onCreated(ticket);
      },
      onError: (error) => {
        if (error instanceof ApiError) errors.set(error.problem.errors ?? []);
        showFailure(
          t('support.newTicket'),
          error,
          t('support.createFailed', { reason: problemMessage(error) }),
        );
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate data-testid="new-ticket-form">
      <Stack>
        <TextInput
          label={t('support.subject')}
          placeholder={t('support.subjectPlaceholder')}
          required
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
          value={subject}
          onChange={(event) => {
            setSubject(event.currentTarget.value);
            errors.clear('subject');
          }}
          error={errors.textOf('subject')}
          errorProps={{ role: 'alert' }}
          data-autofocus
        />
        <Select
          label={t('support.category')}
          placeholder={t('support.categoryPlaceholder')}
          required
          data={SUPPORT_CATEGORIES.map((value) => ({
            value,
            label: t(`support.categories.${value}`),
          }))}
          value={category}
          onChange={(value) => {
            setCategory(value as SupportCategory | null);
            errors.clear('category');
          }}
          allowDeselect={false}
          error={errors.textOf('category')}
          errorProps={{ role: 'alert' }}
          comboboxProps={{ withinPortal: true }}
        />
        <SupportMessageField
          label={t('support.message')}
          placeholder={t('support.messagePlaceholder')}
          value={message}
          onChange={(value) => {
            setMessage(value);
            errors.clear('message');
          }}
          error={errors.textOf('message')}
          minRows={5}
        />
        <SupportAttachments
          files={files}
          error={errors.textOf('attachmentFileIds')}
          onChange={() => errors.clear('attachmentFileIds')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('support.cancel')}
          </Button>
          <Button type="submit" loading={open.isPending} disabled={files.uploading}>
            {t('support.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
