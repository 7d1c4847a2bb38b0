import { useState } from 'react';
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trimDecimal, type Currency } from '@teklifal/core';
import { pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useExchangeRates } from '../api/exchange-rates.ts';
import { ExchangeRateFilters, RATE_LIST_DEFAULTS } from '../components/exchange-rate-filters.tsx';
import { ExchangeRateForm, type RateFormValues } from '../components/exchange-rate-form.tsx';
import { ExchangeRateRow } from '../components/exchange-rate-row.tsx';
import { AdminListFrame } from '../components/admin-list-frame.tsx';

const PAGE_SIZE = 25;

/** A stored rate as the form takes it: `34,75` in Turkish, `34.75` in English. */
const typedRate = (rate: string) => {
  const plain = trimDecimal(rate);
  return currentLocale() === 'tr' ? plain.replace('.', ',') : plain;
};

/**
 * /admin/exchange-rates: the indicative rates in use (fetched from the Central Bank or
 * entered by staff), filtered by currency and days, and the form for staff's own rate.
 */
export function ExchangeRatesPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.exchangeRates.title'));
  const [params, update] = useListParams(RATE_LIST_DEFAULTS);
  const page = pageOf(params.page);
  const rates = useExchangeRates({
    currency: (params.currency || null) as Currency | null,
    from: params.from,
    to: params.to,
    page,
    pageSize: PAGE_SIZE,
  });
  // The form starts afresh (a new key) for each edit and after each save.
  const [editing, setEditing] = useState<{ key: number; values: RateFormValues | null }>({
    key: 0,
    values: null,
  });
  const edit = (values: RateFormValues | null) =>
    setEditing((previous) => ({ key: previous.key + 1, values }));
  const filtered = Boolean(params.currency || params.from || params.to);

  return (
    <Stack>
      <div>
        <Title order={1}>{t('admin.exchangeRates.title')}</Title>
        <Text c="dimmed">{t('admin.exchangeRates.text')}</Text>
      </div>
      <ExchangeRateForm key={editing.key} preset={editing.values} onDone={() => edit(null)} />
      <ExchangeRateFilters params={params} update={update} />
      <AdminListFrame
        query={rates}
        emptyText={t(filtered ? 'admin.exchangeRates.empty' : 'admin.exchangeRates.emptyAll')}
        totalText={(count) => t('admin.exchangeRates.total', { count })}
        minWidth={760}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.exchangeRates.columns.day')}</Table.Th>
            <Table.Th>{t('admin.exchangeRates.columns.currency')}</Table.Th>
            <Table.Th>{t('admin.exchangeRates.columns.rate')}</Table.Th>
            <Table.Th>{t('admin.exchangeRates.columns.source')}</Table.Th>
            <Table.Th>{t('admin.exchangeRates.columns.enteredBy')}</Table.Th>
            <Table.Th>{t('admin.exchangeRates.columns.createdAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.exchangeRates.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        }
      >
        {(items) =>
          items.map((rate) => (
            <ExchangeRateRow
              key={`${rate.day}:${rate.currency}:${rate.source}`}
              rate={rate}
              onEdit={
                rate.source === 'manual'
                  ? () =>
                      edit({ day: rate.day, currency: rate.currency, rate: typedRate(rate.rate) })
                  : null
              }
            />
          ))
        }
      </AdminListFrame>
    </Stack>
  );
}
