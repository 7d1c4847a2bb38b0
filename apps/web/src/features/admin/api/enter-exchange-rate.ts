import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRateInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminExchangeRatesKey } from './keys.ts';

/** Staff's rate for a day and currency; one entered before for the same pair is overwritten. */
export const enterExchangeRate = (input: ExchangeRateInput) =>
  api<void>('/admin/exchange-rates', { method: 'PUT', body: input });

export function useEnterExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterExchangeRate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminExchangeRatesKey }),
  });
}
