import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chatMessage, notification } from '../../db/schema/index.ts';
import { multipart, PDF } from '../../test/files.ts';
import { inject, nextIp } from '../../test/helper.ts';
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
export async function uploadChatFile(app: FastifyInstance, who: CompanyUser) {
  const body = multipart([
    { name: 'purpose', value: 'chatAttachment' },
    { name: 'file', filename: 'irsaliye.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const response = await inject(app, {
    method: 'POST',
    url: '/api/files',
    cookie: who.cookie,
    remoteAddress: nextIp(),
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; url: string }>();
}

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
