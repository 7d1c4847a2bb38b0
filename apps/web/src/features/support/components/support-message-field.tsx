import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@teklifal/core';

/** A ticket's message box: grows with the text, counts the characters against the limit. */
export function SupportMessageField({
  label,
  placeholder,
  value,
  onChange,
  error,
  minRows = 4,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  minRows?: number;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      required
      autosize
      minRows={minRows}
      maxRows={14}
      maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={t('support.counter', {
        count: value.length,
        max: SUPPORT_MESSAGE_MAX_LENGTH,
      })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={{
        ta: 'right',
        c: value.length >= SUPPORT_MESSAGE_MAX_LENGTH ? 'red' : undefined,
      }}
      error={error}
      errorProps={{ role: 'alert' }}
    />
  );
}
