import {
  Autocomplete,
  Grid,
  Input,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type BidCurrencyRule, type Currency } from '@teklifal/core';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import type { AdForm } from '../lib/ad-form-values.ts';
import { DeadlinePicker } from '../../../components/deadline-picker.tsx';
import { FormSection } from './form-section.tsx';
import { sectionMemo } from '../lib/section-memo.ts';

/** Suggestions for the payment terms; the buyer may write anything else. */
const PAYMENT_TERMS = [
  'cash',
  'net30',
  'net60',
  'net90',
  'cheque',
  'letterOfCredit',
  'openAccount',
] as const;

const CURRENCY_SYMBOL: Record<Currency, string> = { TRY: '₺', USD: '$', EUR: '€' };

/** Deadlines, payment terms, currency and budget. */
function AdTermsFieldsSection({ form }: { form: AdForm }) {
  const { t } = useTranslation();
  const currencyLabelId = useId();
  const { values } = form;
  const hasBudget = values.budget.trim() !== '';

  return (
    <FormSection title={t('ads.form.sectionTerms')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DeadlinePicker
            label={t('ads.form.bidDeadline')}
            description={t('ads.form.bidDeadlineHint')}
            value={values.bidDeadline}
            onChange={(value) => form.setFieldValue('bidDeadline', value)}
            error={form.errors.bidDeadline}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DeadlinePicker
            label={t('ads.form.questionsUntil')}
            description={t('ads.form.questionsUntilHint')}
            value={values.questionsUntil}
            onChange={(value) => form.setFieldValue('questionsUntil', value)}
            error={form.errors.questionsUntil}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Autocomplete
            label={t('ads.form.paymentTerms')}
            placeholder={t('ads.form.paymentTermsPlaceholder')}
            data={PAYMENT_TERMS.map((key) => t(`ads.paymentTermOptions.${key}`))}
            filter={turkishOptionsFilter}
            maxLength={200}
            required
            {...form.getInputProps('paymentTerms')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Input.Wrapper
            label={t('ads.form.currency')}
            labelElement="div"
            id={currencyLabelId}
            description={t('ads.form.currencyHint')}
            error={form.errors.currency}
          >
            <SegmentedControl
              role="radiogroup"
              aria-labelledby={`${currencyLabelId}-label`}
              fullWidth
              mt={4}
              data={CURRENCIES.map((code) => ({
                value: code,
                label: `${code} ${CURRENCY_SYMBOL[code]}`,
              }))}
              value={values.currency}
              onChange={(value) => form.setFieldValue('currency', value as Currency)}
            />
          </Input.Wrapper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Radio.Group
            label={t('ads.form.bidCurrencyRule')}
            value={values.bidCurrencyRule}
            onChange={(value) => form.setFieldValue('bidCurrencyRule', value as BidCurrencyRule)}
            error={form.errors.bidCurrencyRule}
          >
            <Stack gap={6} mt={6}>
              <Radio
                value="fixed"
                label={t('ads.form.bidCurrencyFixed', { currency: values.currency })}
              />
              <Radio
                value="any"
                label={t('ads.form.bidCurrencyAny')}
                description={t('ads.form.bidCurrencyAnyHint')}
              />
            </Stack>
          </Radio.Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('ads.form.budget')}
            description={t('ads.form.budgetHint')}
            placeholder={t('ads.form.budgetPlaceholder')}
            inputMode="decimal"
            rightSection={CURRENCY_SYMBOL[values.currency]}
            {...form.getInputProps('budget')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }} pt={{ base: 0, sm: 46 }}>
          <Switch
            label={t('ads.form.budgetVisible')}
            description={t('ads.form.budgetVisibleHint')}
            disabled={!hasBudget}
            {...form.getInputProps('budgetVisible', { type: 'checkbox' })}
            checked={hasBudget && values.budgetVisible}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch
            label={t('ads.form.partialBids')}
            description={t('ads.form.partialBidsHint')}
            {...form.getInputProps('partialBids', { type: 'checkbox' })}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

export const AdTermsFields = sectionMemo(AdTermsFieldsSection, [
  'bidDeadline',
  'questionsUntil',
  'paymentTerms',
  'currency',
  'budget',
  'budgetVisible',
  'bidCurrencyRule',
  'partialBids',
]);
