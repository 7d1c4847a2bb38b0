import { DateTimePicker } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { istanbulDateOf } from '@teklifal/core';
import { useDateInputFormat } from '../lib/date-input.ts';

/**
 * A moment in Istanbul time ('YYYY-MM-DD HH:mm:ss', '' for none), picked from today on: an ad's
 * deadlines, an auction's start. Shown as days are in the language, with HH:mm.
 */
export function DeadlinePicker({
  label,
  description,
  value,
  onChange,
  error,
  required,
  clearable,
}: {
  label: string;
  description?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  const { dateTime } = useDateInputFormat();
  return (
    <DateTimePicker
      label={label}
      description={description}
      placeholder={t('ads.form.dateTimePlaceholder')}
      {...dateTime}
      minDate={istanbulDateOf(new Date())}
      leftSection={<IconClock size={16} />}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      required={required}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('ads.form.clearDate', { field: label }) }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
