import type { Locale } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

/** Remembers the language for the signed-in user, so mails follow it. */
export const saveLocale = (locale: Locale) =>
  api<void>('/me/locale', { method: 'PATCH', body: { locale } });
