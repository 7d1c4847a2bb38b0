import { adminKey } from '../../../lib/query-keys.ts';

export { adminKey };

export const adminUsersKey = [...adminKey, 'users'] as const;

/** Every admin company query (list and detail) starts with this key. */
export const adminCompaniesKey = [...adminKey, 'companies'] as const;

export const adminAuditKey = [...adminKey, 'audit'] as const;

export const adminSectorsKey = [...adminKey, 'sectors'] as const;

export const adminMailOutboxKey = [...adminKey, 'mail-outbox'] as const;

export const adminExchangeRatesKey = [...adminKey, 'exchange-rates'] as const;
