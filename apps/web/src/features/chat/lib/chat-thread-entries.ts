import { addDays, formatTime, istanbulDateOf, type ChatMessageView } from '@teklifal/core';

/** What the thread shows, in order: day separators, the unread divider, the messages. */
export type ThreadEntry =
  | { kind: 'day'; key: string; day: string; at: string }
  | { kind: 'unread'; key: string }
  | {
      kind: 'message';
      key: string;
      message: ChatMessageView;
      /** Under my last message only: whether the other company has read it. */
      receipt: 'seen' | 'sent' | null;
      /** Follows a message of the same person within minutes: no need to name them again. */
      continued: boolean;
    };

/** Messages of one person closer than this read as one run under a single name. */
const RUN_GAP_MS = 5 * 60_000;

/** HH:mm in Istanbul time, as the product shows every time. */
export const messageTime = (createdAt: string) => formatTime(createdAt) ?? '';

/** 'today', 'yesterday' or null (show the date) for a YYYY-MM-DD day seen from `now`. */
export function relativeDay(day: string, now: Date): 'today' | 'yesterday' | null {
  const today = istanbulDateOf(now);
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return null;
}

/**
 * The first unread message when the page opened: the company has `unread` unread messages,
 * all written by the other side, so it is the `unread`-th last of theirs (or their first one
 * loaded, when more are unread than loaded). Null when nothing is unread.
 */
export function firstUnreadId(items: readonly ChatMessageView[], unread: number): string | null {
  if (unread <= 0) return null;
  const theirs = items.filter((item) => !item.mine);
  return theirs[Math.max(0, theirs.length - unread)]?.id ?? null;
}

/** Messages ordered oldest first with their separators and my last message's receipt. */
export function threadEntries(
  items: readonly ChatMessageView[],
  { unreadFromId, otherReadUntil }: { unreadFromId: string | null; otherReadUntil: string | null },
): ThreadEntry[] {
  const lastMine = items.findLast((item) => item.mine);
  const readUntil = otherReadUntil ? Date.parse(otherReadUntil) : Number.NEGATIVE_INFINITY;
  const entries: ThreadEntry[] = [];
  let previousDay: string | null = null;
  let previous: ChatMessageView | null = null;
  for (const message of items) {
    const day = istanbulDateOf(new Date(message.createdAt));
    const newDay = day !== previousDay;
    if (newDay) entries.push({ kind: 'day', key: `day-${day}`, day, at: message.createdAt });
    previousDay = day;
    const unreadStarts = message.id === unreadFromId;
    if (unreadStarts) entries.push({ kind: 'unread', key: 'unread' });
    const receipt =
      message === lastMine ? (readUntil >= Date.parse(message.createdAt) ? 'seen' : 'sent') : null;
    const continued = !newDay && !unreadStarts && previous !== null && sameRun(previous, message);
    entries.push({ kind: 'message', key: message.id, message, receipt, continued });
    previous = message;
  }
  return entries;
}

function sameRun(previous: ChatMessageView, message: ChatMessageView) {
  return (
    previous.senderCompanyId === message.senderCompanyId &&
    previous.senderName === message.senderName &&
    Date.parse(message.createdAt) - Date.parse(previous.createdAt) < RUN_GAP_MS
  );
}
