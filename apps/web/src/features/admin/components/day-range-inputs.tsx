import { useState } from 'react';
import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useDateInputFormat } from '../../../lib/date-input.ts';

interface DayRange {
  from: string;
  to: string;
}

const reversed = (range: DayRange) => range.from !== '' && range.to !== '' && range.to < range.from;

/**
 * A list filter's range of days (yyyy-mm-dd in the address), picked or typed as the app's date
 * inputs take them (useDateInputFormat). An end before the start stays in its box with `orderError`
 * under it, and the list keeps its last valid range until the range is mended.
 */
export function DayRangeInputs({
  from,
  to,
  fromLabel,
  toLabel,
  orderError,
  onChange,
}: DayRange & {
  fromLabel: string;
  toLabel: string;
  /** Under the end when it comes before the start. */
  orderError: string;
  onChange: (changes: Partial<DayRange>) => void;
}) {
  const { t } = useTranslation();
  const dateFormat = useDateInputFormat();
  const [draft, setDraft] = useState<DayRange>({ from, to });
  // The address changed from outside (the filters were cleared): the boxes follow it.
  const [shown, setShown] = useState<DayRange>({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
  }

  const change = (changes: Partial<DayRange>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (!reversed(next)) onChange(next);
  };

  const common = {
    ...dateFormat.day,
    placeholder: t('admin.datePlaceholder'),
    clearable: true,
    w: 170,
  };
  // One group, top-aligned: the error under the end does not lift its label above the start's.
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <DateInput
        {...common}
        label={fromLabel}
        value={draft.from || null}
        onChange={(value) => change({ from: value ?? '' })}
      />
      <DateInput
        {...common}
        label={toLabel}
        value={draft.to || null}
        onChange={(value) => change({ to: value ?? '' })}
        error={reversed(draft) ? orderError : undefined}
      />
    </Group>
  );
}
