import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DayRangeInputs } from './day-range-inputs.tsx';
import { RATE_CURRENCIES } from '@teklifal/core';

/** The rate list's address state; a module constant, as `useListParams` wants. */
export const RATE_LIST_DEFAULTS = { currency: '', from: '', to: '', page: '1' };
export type RateListParams = typeof RATE_LIST_DEFAULTS;

/** The rate list's filters: a currency, a range of days, and a button to clear them. */
export function ExchangeRateFilters({
  params,
  update,
}: {
  params: RateListParams;
  update: (changes: Partial<RateListParams>) => void;
}) {
  const { t } = useTranslation();
  const filtered = Boolean(params.currency || params.from || params.to);
  return (
    <Group align="flex-end" wrap="wrap" role="group" aria-label={t('admin.exchangeRates.filters')}>
      <Select
        label={t('admin.exchangeRates.columns.currency')}
        data={[
          { value: '', label: t('admin.exchangeRates.allCurrencies') },
          ...RATE_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
        ]}
        value={params.currency}
        onChange={(value) => update({ currency: value ?? '' })}
        allowDeselect={false}
        w={140}
      />
      <DayRangeInputs
        from={params.from}
        to={params.to}
        fromLabel={t('admin.exchangeRates.from')}
        toLabel={t('admin.exchangeRates.to')}
        orderError={t('admin.exchangeRates.toBeforeFrom')}
        onChange={update}
      />
      {filtered && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => update({ ...RATE_LIST_DEFAULTS })}
        >
          {t('admin.exchangeRates.clear')}
        </Button>
      )}
    </Group>
  );
}
