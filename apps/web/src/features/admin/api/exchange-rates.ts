import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency, ExchangeRatePage } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminExchangeRatesKey } from './keys.ts';

export interface ExchangeRateFilters {
  currency: Currency | null;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const fetchExchangeRates = (filters: ExchangeRateFilters) =>
  api<ExchangeRatePage>(`/admin/exchange-rates${queryString(filters)}`);

export const exchangeRatesQueryOptions = (filters: ExchangeRateFilters) =>
  queryOptions({
    queryKey: [...adminExchangeRatesKey, 'list', filters],
    queryFn: () => fetchExchangeRates(filters),
    placeholderData: keepPreviousData,
  });

export const useExchangeRates = (filters: ExchangeRateFilters) =>
  useQuery(exchangeRatesQueryOptions(filters));
