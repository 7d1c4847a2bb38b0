import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  formatDateTime,
  lookupMessage,
  secondsToDate,
  type NotificationView,
} from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { safeNext } from '../../../lib/safe-next.ts';

type NotificationContent = Pick<NotificationView, 'type' | 'params' | 'message' | 'timestamp'>;

const isCatalogueKey = (value: string, count?: number) =>
  lookupMessage(DEFAULT_LOCALE, value, count) !== undefined;

/**
 * How a notification reads in the chosen language.
 * - `text`: `notifications.types.<type>` with its params, where a param that is itself a
 *   catalogue key (`companies.roles.buyer`) is translated first, and a numeric `count` picks
 *   the plural form (`_one` / `_other`); a `{{date, datetime}}` param kept as an ISO instant
 *   is written in the language (lib/i18n.ts; an older row's written date as is). A type this
 *   app does not know (or a counted text whose row has no count) shows the Turkish text stored
 *   with the row.
 * - `time`: its date and time in Istanbul ('Tarih bilinmiyor' when missing).
 */
export function useNotificationFormat() {
  const { t } = useTranslation();
  return {
    text(notification: NotificationContent): string {
      const key = `notifications.types.${notification.type}`;
      const { count } = notification.params;
      if (!isCatalogueKey(key, typeof count === 'number' ? count : undefined)) {
        return notification.message;
      }
      const params = Object.fromEntries(
        Object.entries(notification.params).map(([name, value]) => [
          name,
          typeof value === 'string' && isCatalogueKey(value) ? t(value) : value,
        ]),
      );
      return t(key, params);
    },
    time(notification: NotificationContent): string {
      const { timestamp } = notification;
      const date = typeof timestamp === 'number' ? secondsToDate(timestamp) : null;
      return formatDateTime(date, currentLocale()) ?? t('common.dateUnknown');
    },
  };
}

/** Where a notification leads: its own route inside the app, else the notifications page. */
export function notificationTarget(route: string | null): string {
  return safeNext(route, '/notifications');
}
