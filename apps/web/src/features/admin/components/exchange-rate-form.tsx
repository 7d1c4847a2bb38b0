import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  ExchangeRateInput,
  formatDate,
  formatRate,
  istanbulDateOf,
  RATE_CURRENCIES,
  type Currency,
} from '@teklifal/core';
import { notices, showFailure } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useEnterExchangeRate } from '../api/enter-exchange-rate.ts';

const notice = notices('admin.feedback');

/** What the form holds: a day, a currency other than the lira, the rate as typed. */
export interface RateFormValues {
  day: string;
  currency: Currency;
  rate: string;
}

const validateRate = zodValidator(ExchangeRateInput);

/**
 * Staff's rate for a day and currency, checked as the server checks it. `preset` fills it
 * with a rate being edited; `onDone` runs after a save or when the edit is abandoned.
 */
export function ExchangeRateForm({
  preset,
  onDone,
}: {
  preset: RateFormValues | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const enter = useEnterExchangeRate();
  const form = useForm<RateFormValues>({
    initialValues: preset ?? { day: istanbulDateOf(new Date()), currency: 'USD', rate: '' },
    validate: validateRate,
  });

  const submit = form.onSubmit((values) => {
    // What the server stores: `34,5` goes out as `34.5`.
    const input = ExchangeRateInput.parse(values);
    enter.mutate(input, {
      onSuccess: () => {
        notice.success(
          t('admin.exchangeRates.form.saved', {
            currency: input.currency,
            day: formatDate(`${input.day}T12:00:00Z`, locale),
            rate: formatRate(input.rate, locale),
          }),
        );
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        showFailure(t('admin.exchangeRates.form.failed'), error);
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rate-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} fz="lg" id="rate-form-title">
              {t('admin.exchangeRates.form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.exchangeRates.form.hint')}
            </Text>
          </div>
          {preset && (
            <Text size="sm" fw={500} data-testid="rate-form-editing">
              {t('admin.exchangeRates.form.editing', {
                currency: preset.currency,
                day: formatDate(`${preset.day}T12:00:00Z`, locale),
              })}
            </Text>
          )}
          <Group align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('admin.exchangeRates.fields.day')}
              required
              w={170}
              {...form.getInputProps('day')}
            />
            <Select
              label={t('admin.exchangeRates.columns.currency')}
              data={[...RATE_CURRENCIES]}
              allowDeselect={false}
              required
              w={120}
              {...form.getInputProps('currency')}
            />
            <TextInput
              label={t('admin.exchangeRates.fields.rate')}
              placeholder={formatRate('34.5', locale)}
              inputMode="decimal"
              autoComplete="off"
              required
              w={180}
              data-autofocus={preset ? true : undefined}
              autoFocus={preset !== null}
              {...form.getInputProps('rate')}
            />
          </Group>
          <Group gap="sm">
            <Button type="submit" loading={enter.isPending}>
              {t('admin.exchangeRates.form.submit')}
            </Button>
            {preset && (
              <Button variant="default" onClick={onDone}>
                {t('common.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
