import { DateTimePicker } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from './date-fields.ts';
import { istanbulToday } from './istanbul-time.ts';

/**
 * A moment in Istanbul time ('YYYY-MM-DD HH:mm:ss', '' for none), picked from today on.
 * Shown as dd.MM.yyyy HH:mm.
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
  return (
    <DateTimePicker
      label={label}
      description={description}
      placeholder={t('ads.form.dateTimePlaceholder')}
      valueFormat={DATE_TIME_FORMAT}
      minDate={istanbulToday()}
      leftSection={<IconClock size={16} />}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      required={required}
      clearable={clearable}
      popoverProps={{ withinPortal: true }}
    />
  );
}
