import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allowedTypesLabel,
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatMessageInput,
  fieldLabelsOf,
  formatFileSize,
  toFieldErrors,
  UPLOAD_RULES,
} from '@teklifal/core';
import { AttachFilesButton } from '../../../components/attach-files-button.tsx';
import { AttachmentChips } from '../../../components/attachment-chips.tsx';
import { fieldErrorText } from '../../../components/field-error-text.ts';
import { useUploads } from '../../../components/use-uploads.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { uploadMessageText } from '../../../lib/upload.ts';
import { useSendMessage } from '../api/send-message.ts';
import { composerErrors, NO_ERRORS } from '../lib/chat-field-errors.ts';

const ATTACHMENT_OPTIONS = {
  purpose: 'chatAttachment',
  max: CHAT_ATTACHMENTS_MAX,
  fullKey: 'chat.composer.attachmentsFull',
} as const;

const CHIP_LABELS = {
  list: 'chat.attachments',
  remove: 'chat.composer.removeAttachment',
  uploading: 'chat.composer.uploading',
};

/** The character counter shows from here on, before the box stops taking more. */
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX_LENGTH * 0.9);

/**
 * Writing a message: the text (Enter sends, Shift+Enter starts a new line), files uploaded as
 * they are chosen, and Send. A refusal keeps what was written and says why under the field.
 */
export function ChatComposer({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const send = useSendMessage(orderId);
  const files = useUploads(ATTACHMENT_OPTIONS);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);

  const hasContent = text.trim().length > 0 || files.uploads.length > 0;

  function submit() {
    if (send.isPending || files.uploading) return;
    const parsed = ChatMessageInput.safeParse({ body: text, attachmentFileIds: files.fileIds });
    if (!parsed.success) {
      const labels = fieldLabelsOf(ChatMessageInput);
      setErrors(composerErrors(toFieldErrors(parsed.error.issues, currentLocale(), labels)));
      return;
    }
    setErrors(NO_ERRORS);
    send.mutate(parsed.data, {
      // What was written or chosen while it was on its way stays for the next message.
      onSuccess: () => {
        setText((current) => (current === text ? '' : current));
        files.removeSent(parsed.data.attachmentFileIds);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(composerErrors(error.problem.errors ?? []));
        notifications.show({
          color: 'red',
          title: t('chat.sendFailed'),
          message: problemMessage(error),
        });
      },
    });
  }

  // A refusal of the files no longer applies once the files change.
  const clearAttachmentsError = () => setErrors((current) => ({ ...current, attachments: null }));

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (hasContent) submit();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  const bodyError = fieldErrorText(errors.body, i18n.language);
  const attachmentsError =
    fieldErrorText(errors.attachments, i18n.language) ??
    (files.problem ? uploadMessageText(files.problem) : null);
  const counter =
    text.length >= COUNTER_FROM
      ? t('chat.composer.counter', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })
      : undefined;
  const hint = t('chat.composer.attachHint', {
    max: CHAT_ATTACHMENTS_MAX,
    size: formatFileSize(UPLOAD_RULES.chatAttachment.maxBytes, currentLocale()),
    types: allowedTypesLabel('chatAttachment'),
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="chat-composer">
      <Stack gap="xs">
        <Textarea
          label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (errors.body) setErrors((current) => ({ ...current, body: null }));
          }}
          onKeyDown={onKeyDown}
          description={counter}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          descriptionProps={{
            ta: 'right',
            c: text.length >= CHAT_MESSAGE_MAX_LENGTH ? 'red' : undefined,
          }}
          error={bodyError}
          errorProps={{ role: 'alert' }}
        />
        <AttachmentChips
          attachments={files.uploads}
          labels={CHIP_LABELS}
          testId="chat-attachment-chip"
          onRemove={(key) => {
            clearAttachmentsError();
            files.remove(key);
          }}
        />
        {attachmentsError && (
          <Text size="sm" c="red" role="alert" data-testid="chat-attachments-error">
            {attachmentsError}
          </Text>
        )}
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <AttachFilesButton
              purpose="chatAttachment"
              label={t('chat.composer.attach')}
              disabled={files.full}
              title={
                files.full
                  ? t('chat.composer.attachmentsFull', { max: CHAT_ATTACHMENTS_MAX })
                  : hint
              }
              onChoose={(chosen) => {
                clearAttachmentsError();
                files.add(chosen);
              }}
            />
            <Text size="xs" c="dimmed" visibleFrom="sm" lineClamp={2}>
              {files.full
                ? t('chat.composer.attachmentsFull', { max: CHAT_ATTACHMENTS_MAX })
                : hint}
            </Text>
          </Group>
          <Button
            type="submit"
            loading={send.isPending}
            disabled={files.uploading}
            rightSection={<IconSend size={16} />}
          >
            {t('chat.composer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
