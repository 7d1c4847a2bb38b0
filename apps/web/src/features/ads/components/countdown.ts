import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left until a deadline in words: "2 gün 5 saat kaldı", "Süre doldu". */
export function countdownText(deadline: string | Date, now: Date, t: TFunction): string {
  const left = new Date(deadline).getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return t('ads.countdown.expired');
  if (left >= DAY) {
    return t('ads.countdown.daysHours', {
      days: Math.floor(left / DAY),
      hours: Math.floor((left % DAY) / HOUR),
    });
  }
  if (left >= HOUR) {
    return t('ads.countdown.hoursMinutes', {
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    });
  }
  return t('ads.countdown.minutes', { minutes: Math.max(1, Math.floor(left / MINUTE)) });
}

/** Under a day left: the countdown is shown in a warning colour. */
export const isDeadlineNear = (deadline: string | Date, now: Date) => {
  const left = new Date(deadline).getTime() - now.getTime();
  return left > 0 && left < DAY;
};
