import { DISPLAY_TIME_ZONE, istanbulDateOf } from '@teklifal/core';

/**
 * Mantine's date-time pickers hold a wall time ('YYYY-MM-DD HH:mm:ss') without a zone, and the
 * API speaks UTC instants. A deadline is read as Istanbul time, the product's clock, whatever
 * zone the browser is in, so a buyer abroad still sets the deadline sellers see.
 */
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallParts(instant: Date) {
  const parts = Object.fromEntries(wallFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Istanbul wall time of an instant, as the pickers want it; '' when it is not a date. */
export function istanbulWallTimeOf(instant: Date | string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const p = wallParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** How far Istanbul's clock is ahead of UTC at an instant, in milliseconds. */
function istanbulOffset(epochMs: number): number {
  const p = wallParts(new Date(epochMs));
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The UTC instant (ISO 8601) of an Istanbul wall time; null when the text is not one. */
export function instantOfIstanbulWallTime(wall: string): string | null {
  const match = WALL_TIME.exec(wall.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Twice: the second pass settles an offset that changes between the guess and the answer.
  let instant = asUtc - istanbulOffset(asUtc);
  instant = asUtc - istanbulOffset(instant);
  return new Date(instant).toISOString();
}

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in Istanbul (YYYY-MM-DD): the earliest day the pickers offer. */
export const istanbulToday = (now = new Date()) => istanbulDateOf(now);

/** The default bid deadline: one week ahead at 17:00, Istanbul time. */
export const defaultDeadline = (now = new Date()) => `${addDays(istanbulDateOf(now), 7)} 17:00:00`;
