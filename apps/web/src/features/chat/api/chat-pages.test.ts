import { describe, expect, it } from 'vitest';
import { chatMessage, chatPage } from '../test-helpers.ts';
import { heldOlderPage, joinNewestPage, messagesOf, withSentMessage } from './chat-pages.ts';

const m = (id: string, minute: number, mine = false) =>
  chatMessage(id, mine, id, { createdAt: `2026-11-10T08:${String(minute).padStart(2, '0')}:00Z` });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('joinNewestPage', () => {
  it('adds what arrived to the held page, keeping its first message (the older pages’ cursor)', () => {
    const held = chatPage([m('a', 1), m('b', 2), m('c', 3)], { hasOlder: true });
    const fetched = chatPage([m('c', 3), m('d', 4), m('e', 5)], {
      hasOlder: true,
      unreadMessages: 2,
    });
    const joined = joinNewestPage(fetched, held);
    expect(ids(joined.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(joined.hasOlder).toBe(true);
    expect(joined.unreadMessages).toBe(2);
  });

  it('puts a message that crossed one just sent in its place by time', () => {
    const held = chatPage([m('a', 1), m('mine', 3, true)]);
    const fetched = chatPage([m('a', 1), m('theirs', 2), m('mine', 3, true)]);
    expect(ids(joinNewestPage(fetched, held).items)).toEqual(['a', 'theirs', 'mine']);
  });

  it('takes the new page as it is when more arrived than a page holds', () => {
    const held = chatPage([m('a', 1), m('b', 2)]);
    const fetched = chatPage([m('x', 8), m('y', 9)], { hasOlder: true });
    expect(joinNewestPage(fetched, held)).toBe(fetched);
  });

  it('takes the new page on the first read', () => {
    const fetched = chatPage([m('a', 1)]);
    expect(joinNewestPage(fetched, undefined)).toBe(fetched);
  });
});

describe('heldOlderPage', () => {
  const held = {
    pages: [chatPage([m('c', 3)], { hasOlder: true }), chatPage([m('a', 1), m('b', 2)])],
    pageParams: [undefined, 'c'],
  };

  it('answers an older page under the same cursor from what is held', () => {
    expect(heldOlderPage(held, 'c')).toBe(held.pages[1]);
  });

  it('answers nothing for a cursor not held yet', () => {
    expect(heldOlderPage(held, 'a')).toBeUndefined();
    expect(heldOlderPage(undefined, 'c')).toBeUndefined();
  });
});

describe('messagesOf and withSentMessage', () => {
  it('lists the loaded pages oldest first, each message once', () => {
    const data = {
      pages: [chatPage([m('c', 3), m('d', 4)]), chatPage([m('a', 1), m('b', 2), m('c', 3)])],
      pageParams: [undefined, 'c'],
    };
    expect(ids(messagesOf(data))).toEqual(['a', 'b', 'c', 'd']);
    expect(messagesOf(undefined)).toEqual([]);
  });

  it('adds a sent message to the newest page once', () => {
    const data = { pages: [chatPage([m('a', 1)])], pageParams: [undefined] };
    const sent = m('s', 2, true);
    const once = withSentMessage(data, sent);
    expect(ids(messagesOf(once))).toEqual(['a', 's']);
    expect(withSentMessage(once, sent)).toBe(once);
  });
});
