import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatQuantity,
  type Currency,
} from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { i18n } from '../../../lib/i18n.ts';

/** The core formatters in the language chosen now (dates in Istanbul, money exact). */
export const money = (amount: string, currency: Currency) =>
  formatMoney(amount, currency, currentLocale());

export const quantity = (value: string) => formatQuantity(value, currentLocale());

export const day = (value: string | null | undefined) =>
  formatDate(value, currentLocale()) ?? i18n.t('common.dateUnknown');

export const dayAndTime = (value: string | null | undefined) =>
  formatDateTime(value, currentLocale()) ?? i18n.t('common.dateUnknown');
