import { screen } from '@testing-library/react';
import type { ChatMessageView, ChatOrderSummary, ChatPage } from '@teklifal/core';
import { companySummary } from '../../test/fixtures.ts';
import {
  jsonResponse,
  OTHER_COMPANY_ID,
  OWN_COMPANY_ID,
  renderApp,
  testMe,
  type ApiHandler,
} from '../../test/render.tsx';

/** Chat fixtures shaped like the API's answers (packages/core/src/schemas/chat.ts). */
export const me = testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' });

export const CHAT_PATH = `/chat/order-1/${OWN_COMPANY_ID}/${OTHER_COMPANY_ID}`;
export const MESSAGES_PATH = '/api/orders/order-1/messages';

/** The viewer's company buys; the other company sells. */
export const chatOrder = (overrides: Partial<ChatOrderSummary> = {}): ChatOrderSummary => ({
  id: 'order-1',
  orderNo: 'SIP-2026-000123',
  adTitle: 'Paslanmaz çelik boru alımı',
  status: 'confirmed',
  side: 'buyer',
  buyer: companySummary(OWN_COMPANY_ID, 'Yılmaz Makina A.Ş.'),
  seller: companySummary(OTHER_COMPANY_ID, 'Demir Çelik Ltd. Şti.', {
    city: 'Kocaeli',
    ratingAvg: '3.75',
    ratingCount: 4,
  }),
  ...overrides,
});

/** A message of mine (`mine: true`) or of the other company. */
export const chatMessage = (
  id: string,
  mine: boolean,
  body: string,
  overrides: Partial<ChatMessageView> = {},
): ChatMessageView => ({
  id,
  body,
  attachments: [],
  senderCompanyId: mine ? OWN_COMPANY_ID : OTHER_COMPANY_ID,
  senderCompanyName: mine ? 'Yılmaz Makina A.Ş.' : 'Demir Çelik Ltd. Şti.',
  senderName: mine ? 'Ayşe Yılmaz' : 'Mehmet Demir',
  mine,
  createdAt: '2026-11-10T07:30:00.000Z',
  ...overrides,
});

export const chatPage = (
  items: ChatMessageView[],
  overrides: Partial<ChatPage> = {},
): ChatPage => ({
  order: chatOrder(),
  items,
  hasOlder: false,
  unreadMessages: 0,
  otherReadUntil: null,
  ...overrides,
});

/**
 * The chat API of order-1 as the server keeps it: `messages` (oldest first) answered in pages
 * of `pageSize` before a message; a POST adds a message of mine; read marks clear the count.
 */
export function chatApi(
  initial: ChatMessageView[],
  {
    pageSize = 30,
    unread = 0,
    otherReadUntil = null,
    order = chatOrder(),
  }: {
    pageSize?: number;
    unread?: number;
    otherReadUntil?: string | null;
    order?: ChatOrderSummary;
  } = {},
) {
  const state = { messages: [...initial], unread, sent: 0 };
  const handlers: Record<string, ApiHandler> = {
    [`GET ${MESSAGES_PATH}`]: (request) => {
      const before = new URL(request.path, 'http://localhost').searchParams.get('before');
      const end = before ? state.messages.findIndex((m) => m.id === before) : state.messages.length;
      const start = Math.max(0, end - pageSize);
      return jsonResponse(200, {
        order,
        items: state.messages.slice(start, end),
        hasOlder: start > 0,
        unreadMessages: state.unread,
        otherReadUntil,
      } satisfies ChatPage);
    },
    [`POST ${MESSAGES_PATH}`]: (request) => {
      const body = request.body as { body: string; attachmentFileIds: string[] };
      state.sent += 1;
      const message = chatMessage(`sent-${state.sent}`, true, body.body, {
        createdAt: new Date().toISOString(),
      });
      state.messages.push(message);
      return jsonResponse(201, message);
    },
    [`POST ${MESSAGES_PATH}/read`]: () => {
      state.unread = 0;
      return jsonResponse(200, { unreadMessages: 0 });
    },
    'GET /api/notifications/unread': () => jsonResponse(200, { items: [], total: 0 }),
  };
  return {
    handlers,
    state,
    /** A message of the other company arrives (it counts as unread). */
    receive(message: ChatMessageView) {
      state.messages.push(message);
      state.unread += 1;
    },
  };
}

/** 10 November 2026, 15:00 in Istanbul (UTC+3): "today" and "yesterday" are fixed. */
export const NOW = new Date('2026-11-10T12:00:00.000Z');

/** The whole app at the chat (or another address), signed in, with the chat API stubbed. */
export const openChat = (chat: ReturnType<typeof chatApi>, path = CHAT_PATH) =>
  renderApp(path, { me, handlers: chat.handlers });

/** The conversation, once it has loaded (the Turkish interface's name for it). */
export const findThread = () =>
  screen.findByRole('log', { name: 'Demir Çelik Ltd. Şti. ile yazışma' });
export const messageBox = () => screen.getByRole('textbox', { name: 'Mesajınız' });
export const bubbles = () => screen.getAllByTestId('chat-message');

export { FakeXhr } from '../../test/fake-xhr.ts';
