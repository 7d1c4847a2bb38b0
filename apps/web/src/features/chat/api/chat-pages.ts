import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessageView, ChatPage } from '@teklifal/core';

/*
 * The thread is held as pages, newest first (`pages[0]`), each page's items oldest first; an
 * older page is asked for with `before` = the first item of the page after it. Messages are
 * never edited or deleted, which the helpers below rely on to keep polling cheap and stable.
 */

/** The cursor of a page: the newest page has none, an older one the id it comes before. */
export type ChatPageParam = string | undefined;
export type ChatPages = InfiniteData<ChatPage, ChatPageParam>;

/**
 * The newest page as just read, joined to the newest page held: what arrived since is added to
 * what was held, so the held page's first message (the cursor of the older pages) stays. When
 * more arrived than one page holds, the two share no message and the new page replaces it.
 */
export function joinNewestPage(fetched: ChatPage, held: ChatPage | undefined): ChatPage {
  const heldIds = new Set(held?.items.map((item) => item.id));
  if (!held || !fetched.items.some((item) => heldIds.has(item.id))) return fetched;
  const arrived = fetched.items.filter((item) => !heldIds.has(item.id));
  // By time, so a message that crossed one just sent (and added here) still lands in place.
  const items = [...held.items, ...arrived].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
  return { ...fetched, items, hasOlder: held.hasOlder };
}

/** An older page already held under the same cursor: the same messages as the server's. */
export function heldOlderPage(held: ChatPages | undefined, before: string): ChatPage | undefined {
  const index = held?.pageParams.indexOf(before) ?? -1;
  return index > 0 ? held?.pages[index] : undefined;
}

/** A message just sent, added to the newest page at once instead of at the next poll. */
export function withSentMessage(held: ChatPages | undefined, message: ChatMessageView) {
  const [newest, ...older] = held?.pages ?? [];
  if (!held || !newest || newest.items.some((item) => item.id === message.id)) return held;
  return { ...held, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}

/** Every loaded message, oldest first and each once. */
export function messagesOf(data: { pages: ChatPage[] } | undefined): ChatMessageView[] {
  const seen = new Set<string>();
  const messages: ChatMessageView[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      messages.push(item);
    }
  }
  return messages;
}
