import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatMoney,
  type BidComparisonView,
  type ConvertedTotals,
} from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import type { PriceBasis } from '../lib/award-plan.ts';

/** Which day's indicative rates convert the other currencies, and which have none. */
export function ConversionNote({
  conversion,
}: {
  conversion: NonNullable<BidComparisonView['conversion']>;
}) {
  const { t } = useTranslation();
  const day = formatDate(`${conversion.day}T12:00:00Z`, currentLocale());
  return (
    <>
      <Text size="sm" mt="xs" data-testid="conversion-note">
        {t('bids.comparison.conversion', { currency: conversion.currency, date: day })}
      </Text>
      {conversion.missing.length > 0 && (
        <Text size="sm" mt={4} c="red.9" data-testid="conversion-missing">
          {t('bids.comparison.conversionMissing', { currencies: conversion.missing.join(', ') })}
        </Text>
      )}
    </>
  );
}

/** A foreign-currency bid's total in the ad's currency, marked as indicative. */
export function ConvertedTotal({
  converted,
  basis,
}: {
  converted: ConvertedTotals;
  basis: PriceBasis;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const amount = basis === 'gross' ? converted.grossTotal : converted.total;
  return (
    <Text size="xs" c="dimmed" data-testid="converted-total">
      {t(
        converted.source === 'manual'
          ? 'bids.comparison.convertedManual'
          : 'bids.comparison.converted',
        {
          amount: formatMoney(amount, converted.currency, locale),
          date: formatDate(`${converted.rateDay}T12:00:00Z`, locale),
        },
      )}
    </Text>
  );
}
