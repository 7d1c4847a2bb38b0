import {
  Alert,
  Autocomplete,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, DELIVERY_DAYS_MAX, istanbulDateOf, type Currency } from '@teklifal/core';
import { useDateInputFormat } from '../../../lib/date-input.ts';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import type { BidFormValues } from '../lib/bid-form.ts';

/** Payment terms Turkish buyers and sellers write most; the seller may type any other. */
const PAYMENT_TERM_KEYS = [
  'cash',
  'onDelivery',
  'net30',
  'net45',
  'net60',
  'net90',
  'advance30',
  'chequeNet60',
  'letterOfCredit',
] as const;

interface BidTermsFieldsProps {
  form: UseFormReturnType<BidFormValues>;
  adCurrency: Currency;
  /** The ad takes bids in its own currency only. */
  currencyFixed: boolean;
  bidDeadline: string;
  readOnly: boolean;
}

/** Currency, delivery days, validity, payment terms and note of a bid. */
export function BidTermsFields(props: BidTermsFieldsProps) {
  const { form, adCurrency, currencyFixed, bidDeadline, readOnly } = props;
  const { t } = useTranslation();
  const dateFormat = useDateInputFormat();
  // Valid from today at the earliest, and at least until the deadline's day (the server's rule).
  const today = istanbulDateOf(new Date());
  const deadlineDay = istanbulDateOf(new Date(bidDeadline));
  const earliest = deadlineDay > today ? deadlineDay : today;
  const currencyDiffers = form.values.currency !== adCurrency;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('fields.currency')}
          data={CURRENCIES.map((code) => ({
            value: code,
            label: t(`procurement.currencies.${code}`),
          }))}
          allowDeselect={false}
          required
          readOnly={readOnly || currencyFixed}
          description={
            currencyFixed ? t('bids.form.currencyFixed', { currency: adCurrency }) : undefined
          }
          {...form.getInputProps('currency')}
        />
        <NumberInput
          label={t('fields.deliveryDays')}
          description={t('bids.form.deliveryDaysHint')}
          min={1}
          max={DELIVERY_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          required
          readOnly={readOnly}
          {...form.getInputProps('deliveryDays')}
        />
        <DateInput
          label={t('fields.validUntil')}
          description={t('bids.form.validUntilHint')}
          {...dateFormat.day}
          placeholder={t('bids.form.datePlaceholder')}
          // Earlier days are greyed out in the calendar, but not a minDate: the input would
          // silently put back the old date when one is typed; the form's check says why instead.
          excludeDate={(day) => day < earliest}
          required
          readOnly={readOnly}
          {...form.getInputProps('validUntil')}
        />
        <Autocomplete
          label={t('fields.paymentTerms')}
          description={t('bids.form.paymentTermsHint')}
          data={PAYMENT_TERM_KEYS.map((key) => t(`bids.paymentTerms.${key}`))}
          filter={turkishOptionsFilter}
          maxLength={200}
          required
          readOnly={readOnly}
          {...form.getInputProps('paymentTerms')}
        />
      </SimpleGrid>
      {currencyDiffers && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="currency-note">
          {t('bids.form.currencyNote', { currency: adCurrency })}
        </Alert>
      )}
      <Textarea
        label={t('fields.note')}
        description={t('bids.form.noteHint')}
        autosize
        minRows={3}
        maxLength={2000}
        readOnly={readOnly}
        {...form.getInputProps('note')}
      />
    </Stack>
  );
}
