export const EXCHANGE_RATE_SOURCES = ['tcmb', 'manual'] as const;
/** 'tcmb': fetched from the configured source; 'manual': entered by staff as a fallback. */
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];
