import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { orderChatRoute, type OrderListItem, type OrderView, type Page } from '@teklifal/core';
import { chatMessage, notification } from '../../db/schema/index.ts';
import { uploadPdf } from '../../test/files.ts';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { orderParties, type OrderParties } from '../../test/orders.ts';
import type { CompanyUser } from '../../test/procurement.ts';

/** One helper per chat endpoint, so a test reads like the users' steps. */
export function chatApi(app: FastifyInstance) {
  return {
    list: (who: { cookie: string } | undefined, orderId: string, query = '') =>
      inject(app, {
        method: 'GET',
        url: `/api/orders/${orderId}/messages${query}`,
        cookie: who?.cookie,
      }),
    send: (who: { cookie: string } | undefined, orderId: string, payload: unknown) =>
      inject(app, {
        method: 'POST',
        url: `/api/orders/${orderId}/messages`,
        cookie: who?.cookie,
        payload: payload as Record<string, unknown>,
      }),
    read: (who: { cookie: string } | undefined, orderId: string) =>
      inject(app, {
        method: 'POST',
        url: `/api/orders/${orderId}/messages/read`,
        cookie: who?.cookie,
      }),
  };
}

/** A PDF uploaded by a company member for a chat message (POST /api/files). */
export const uploadChatFile = (app: FastifyInstance, who: CompanyUser) =>
  uploadPdf(app, who, 'chatAttachment', 'irsaliye.pdf');

export const storedMessages = (app: FastifyInstance, orderId: string) =>
  app.db.select().from(chatMessage).where(eq(chatMessage.orderId, orderId));

/** A company's chat notifications about one order's chat. */
export const chatNotifications = (app: FastifyInstance, companyId: string, chatRoute: string) =>
  app.db
    .select()
    .from(notification)
    .where(
      and(
        eq(notification.companyId, companyId),
        eq(notification.type, 'chatMessage'),
        eq(notification.route, chatRoute),
      ),
    );

/** What the company has left unread in the order's chat, as its order list shows it. */
export async function unreadInList(
  app: FastifyInstance,
  who: CompanyUser,
  side: 'buyer' | 'seller',
  orderId: string,
) {
  const response = await inject(app, {
    method: 'GET',
    url: `/api/orders?side=${side}&pageSize=100`,
    cookie: who.cookie,
  });
  const item = response.json<Page<OrderListItem>>().items.find((o) => o.id === orderId);
  return item?.unreadMessages;
}

/** What the company has left unread in the order's chat, as the order page shows it. */
export async function unreadOnOrderPage(app: FastifyInstance, who: CompanyUser, orderId: string) {
  const response = await inject(app, {
    method: 'GET',
    url: `/api/orders/${orderId}`,
    cookie: who.cookie,
  });
  return response.json<OrderView>().unreadMessages;
}

/**
 * A buyer, a seller and an outsider on a fresh app per test file, with the chat's requests.
 * `files: true` gives the app a data directory of its own (for uploads), removed afterwards.
 * The hooks are registered by `useChatWorld`; fields are ready inside the tests.
 */
export interface ChatWorld {
  app: FastifyInstance;
  chat: ReturnType<typeof chatApi>;
  p: OrderParties;
  /** The route of the order's chat (what chat notifications point at). */
  chatRouteOf: (orderId: string) => string;
}

export function useChatWorld(
  options: { files?: boolean; buyer?: string; seller?: string } = {},
): ChatWorld {
  let testApp: TestApp;
  let dataDir: string | undefined;
  const w = {} as ChatWorld;
  beforeAll(async () => {
    dataDir = options.files ? mkdtempSync(path.join(tmpdir(), 'teklifal-chat-')) : undefined;
    testApp = await createTestApp(dataDir ? { dataDir } : {});
    w.app = testApp.app;
    w.chat = chatApi(w.app);
    w.p = await orderParties(w.app, { buyer: options.buyer, seller: options.seller });
  });
  afterAll(async () => {
    await testApp.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  w.chatRouteOf = (orderId) =>
    orderChatRoute({
      id: orderId,
      buyerCompanyId: w.p.buyer.companyId,
      sellerCompanyId: w.p.seller.companyId,
    });
  return w;
}
