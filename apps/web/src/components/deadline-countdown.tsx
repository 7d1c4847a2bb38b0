import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@teklifal/core';
import { useNow } from './use-now.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Countdown {
  key: MessageKey;
  params: Record<string, number>;
  /** How close the deadline is: red within a day (and after it), orange within three days. */
  color: 'red' | 'orange' | 'dimmed';
}

/** What is left until `deadline` at `now`, in the largest two units that say it. */
export function countdownOf(deadline: string, now: number): Countdown {
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) return { key: 'procurement.countdown.ended', params: {}, color: 'red' };
  const color = left < DAY ? 'red' : left < 3 * DAY ? 'orange' : 'dimmed';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return { key: 'procurement.countdown.days', params: { days, hours }, color };
  if (hours > 0) return { key: 'procurement.countdown.hours', params: { hours, minutes }, color };
  // Under a minute still reads as a minute: "0 minutes left" would look like the end.
  return { key: 'procurement.countdown.minutes', params: { minutes: Math.max(1, minutes) }, color };
}

/**
 * "3 gün 4 saat kaldı" until a deadline (an ISO instant), live; coloured as it comes close.
 * Other Text props (size, a data-testid) pass through.
 */
export function DeadlineCountdown({ deadline, ...props }: { deadline: string } & TextProps) {
  const { t } = useTranslation();
  const now = useNow();
  const countdown = countdownOf(deadline, now);
  return (
    <Text
      size="sm"
      fw={countdown.color === 'dimmed' ? 400 : 600}
      c={countdown.color}
      data-testid="deadline-countdown"
      {...props}
    >
      {t(countdown.key, countdown.params)}
    </Text>
  );
}
