import { TextInput } from '@mantine/core';

/** A list filter's range of days (yyyy-mm-dd in the address); each end bounds the other. */
export function DayRangeInputs({
  from,
  to,
  fromLabel,
  toLabel,
  onChange,
}: {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <TextInput
        type="date"
        label={fromLabel}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
        w={170}
      />
    </>
  );
}
