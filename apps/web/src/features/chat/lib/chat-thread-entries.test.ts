import { describe, expect, it } from 'vitest';
import { chatMessage } from '../test-helpers.ts';
import { firstUnreadId, messageTime, relativeDay, threadEntries } from './chat-thread-entries.ts';

// 10 November 2026, 02:00 in Istanbul, still 9 November in UTC.
const NOW = new Date('2026-11-09T23:00:00.000Z');

describe('days and times in Istanbul', () => {
  it('names today and yesterday by the Istanbul calendar', () => {
    expect(relativeDay('2026-11-10', NOW)).toBe('today');
    expect(relativeDay('2026-11-09', NOW)).toBe('yesterday');
    expect(relativeDay('2026-11-08', NOW)).toBeNull();
  });

  it('shows the time as HH:mm in Istanbul', () => {
    expect(messageTime('2026-11-09T21:05:00.000Z')).toBe('00:05');
    expect(messageTime('2026-07-01T12:30:00.000Z')).toBe('15:30');
  });
});

describe('firstUnreadId', () => {
  const items = [
    chatMessage('t1', false, 'a'),
    chatMessage('m1', true, 'b'),
    chatMessage('t2', false, 'c'),
    chatMessage('t3', false, 'd'),
  ];

  it('is the unread-th last message of the other side', () => {
    expect(firstUnreadId(items, 2)).toBe('t2');
    expect(firstUnreadId(items, 3)).toBe('t1');
  });

  it('is their first loaded one when more are unread than loaded, and none when nothing is', () => {
    expect(firstUnreadId(items, 10)).toBe('t1');
    expect(firstUnreadId(items, 0)).toBeNull();
  });
});

describe('threadEntries', () => {
  const items = [
    chatMessage('a', true, 'a', { createdAt: '2026-11-09T20:00:00.000Z' }),
    chatMessage('b', false, 'b', { createdAt: '2026-11-09T21:30:00.000Z' }),
    chatMessage('c', true, 'c', { createdAt: '2026-11-09T22:00:00.000Z' }),
  ];

  it('separates the days, places the unread divider and the receipt under my last message', () => {
    const entries = threadEntries(items, {
      unreadFromId: 'b',
      otherReadUntil: '2026-11-09T22:00:00.000Z',
    });
    expect(entries.map((entry) => (entry.kind === 'message' ? entry.key : entry.kind))).toEqual([
      'day',
      'a',
      'day',
      'unread',
      'b',
      'c',
    ]);
    expect(entries.flatMap((entry) => (entry.kind === 'day' ? [entry.day] : []))).toEqual([
      '2026-11-09',
      '2026-11-10',
    ]);
    const receipts = entries.flatMap((entry) => (entry.kind === 'message' ? [entry.receipt] : []));
    expect(receipts).toEqual([null, null, 'seen']);
  });

  it('says sent while the other side has read only up to before my last message', () => {
    const entries = threadEntries(items, {
      unreadFromId: null,
      otherReadUntil: '2026-11-09T21:59:59.000Z',
    });
    expect(entries.at(-1)).toMatchObject({ kind: 'message', key: 'c', receipt: 'sent' });
    expect(entries.some((entry) => entry.kind === 'unread')).toBe(false);
    expect(threadEntries(items, { unreadFromId: null, otherReadUntil: null }).at(-1)).toMatchObject(
      { receipt: 'sent' },
    );
  });
});

describe('runs of one person', () => {
  const at = (minute: number) => `2026-11-09T21:${String(minute).padStart(2, '0')}:00.000Z`;
  const continuedOf = (entries: ReturnType<typeof threadEntries>) =>
    entries.flatMap((entry) => (entry.kind === 'message' ? [[entry.key, entry.continued]] : []));

  it('names a person once for messages minutes apart, again after a pause or another writer', () => {
    const items = [
      chatMessage('t1', false, 'Merhaba', { createdAt: at(0) }),
      chatMessage('t2', false, 'Bir sorum var', { createdAt: at(2) }),
      chatMessage('t3', false, 'Unutmadan', { createdAt: at(20) }),
      chatMessage('m1', true, 'Buyurun', { createdAt: at(21) }),
      chatMessage('m2', true, 'Dinliyorum', { createdAt: at(22) }),
    ];
    expect(continuedOf(threadEntries(items, { unreadFromId: null, otherReadUntil: null }))).toEqual(
      [
        ['t1', false],
        ['t2', true],
        ['t3', false],
        ['m1', false],
        ['m2', true],
      ],
    );
  });

  it('names the writer again right after the unread divider', () => {
    const items = [
      chatMessage('t1', false, 'Merhaba', { createdAt: at(0) }),
      chatMessage('t2', false, 'Yeni', { createdAt: at(1) }),
    ];
    expect(continuedOf(threadEntries(items, { unreadFromId: 't2', otherReadUntil: null }))).toEqual(
      [
        ['t1', false],
        ['t2', false],
      ],
    );
  });
});
