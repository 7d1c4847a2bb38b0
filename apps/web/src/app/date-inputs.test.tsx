import { useState } from 'react';
import { DateInput, DatePickerInput, DateTimePicker } from '@mantine/dates';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';
import { useDateInputFormat } from '../lib/date-input.ts';
import { setLocale } from '../lib/i18n.ts';

afterEach(async () => {
  cleanup();
  await setLocale('tr');
});

/** A day field as the app's forms have one, showing the day it holds. */
function DayField() {
  const [value, setValue] = useState<string | null>(null);
  const { day } = useDateInputFormat();
  return (
    <>
      <DateInput label="Day" {...day} defaultDate="2026-12-01" value={value} onChange={setValue} />
      <output data-testid="held">{value ?? ''}</output>
    </>
  );
}

/** The pickers that are only picked (a button, not typed in), holding a chosen value. */
function PickedFields() {
  const { picker, dateTime } = useDateInputFormat();
  return (
    <>
      <DatePickerInput label="Picked day" {...picker} value="2026-12-01" onChange={() => {}} />
      <DateTimePicker
        label="Picked moment"
        {...dateTime}
        value="2026-12-01 14:30:00"
        onChange={() => {}}
      />
    </>
  );
}

function renderField() {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <DayField />
    </AppProviders>,
  );
  return { user, input: screen.getByRole('textbox', { name: 'Day' }) };
}

const held = () => screen.getByTestId('held');

describe('a date input in English', () => {
  it('shows a day chosen in the calendar as English writes it', async () => {
    await setLocale('en');
    const { user, input } = renderField();
    await user.click(input);
    await user.click(await screen.findByRole('button', { name: '1 December 2026', hidden: true }));
    await waitFor(() => expect(input).toHaveValue('1 Dec 2026'));
    expect(held()).toHaveTextContent('2026-12-01');
  });

  it('takes a day typed the way it shows, or day first with dots, and US/UK slashes not', async () => {
    await setLocale('en');
    const { user, input } = renderField();
    await user.type(input, '5 Jan 2027');
    await user.tab();
    expect(held()).toHaveTextContent('2027-01-05');
    expect(input).toHaveValue('5 Jan 2027');

    await user.clear(input);
    await user.type(input, '06.01.2027');
    await user.tab();
    expect(held()).toHaveTextContent('2027-01-06');
    expect(input).toHaveValue('6 Jan 2027');

    await user.clear(input);
    await user.type(input, '02/01/2027');
    expect(held()).not.toHaveTextContent('2027-01-02');
    expect(held()).not.toHaveTextContent('2027-02-01');
  });
});

describe('the pickers one only picks in', () => {
  it('show their day the way the language writes it', async () => {
    render(
      <AppProviders>
        <PickedFields />
      </AppProviders>,
    );
    const shown = () =>
      [/Picked day/, /Picked moment/].map(
        (name) => screen.getByRole('button', { name }).textContent,
      );
    expect(shown()).toEqual(['01.12.2026', '01.12.2026 14:30']);
    await setLocale('en');
    await waitFor(() => expect(shown()).toEqual(['1 Dec 2026', '1 Dec 2026 14:30']));
  });
});

describe('a date input in Turkish', () => {
  it('shows and takes days as dd.mm.yyyy, as before', async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.click(await screen.findByRole('button', { name: '1 Aralık 2026', hidden: true }));
    await waitFor(() => expect(input).toHaveValue('01.12.2026'));

    await user.clear(input);
    await user.type(input, '05.01.2027');
    await user.tab();
    expect(held()).toHaveTextContent('2027-01-05');
    expect(input).toHaveValue('05.01.2027');
  });

  it('writes the day it holds again when the language changes', async () => {
    const { user, input } = renderField();
    await user.type(input, '05.01.2027');
    await user.tab();
    await setLocale('en');
    await waitFor(() => expect(input).toHaveValue('5 Jan 2027'));
  });
});
