import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/helper.ts';
import { makeOrder } from '../../../test/orders.ts';
import type { CompanyUser } from '../../../test/procurement.ts';
import { chatNotifications, storedMessages, useChatWorld } from '../test-helpers.ts';

/**
 * Both sides writing in one chat at the same moment. On PostgreSQL (TEST_DATABASE_URL) the
 * requests really run in parallel: each writer marks its own company's chat notifications read
 * and refreshes the other company's, so without one lock order two writers from opposite sides
 * deadlock (a 500). On PGlite they queue, and the same rules must hold.
 */
const w = useChatWorld();

/** Writers per side, all at once (the pool has 10 connections: most of them wait for one). */
const PER_SIDE = 20;

const unreadChatNotifications = async (companyId: string, orderId: string) =>
  (await chatNotifications(w.app, companyId, w.chatRouteOf(orderId))).filter((row) => !row.read);

describe('many writers from both sides of one chat at once', () => {
  it('every message is stored (201, never a 500), and each company keeps one unread notification at most', async () => {
    const order = await makeOrder(w.app, w.p);
    // Each request from an address of its own: the chat's rate limit is per address.
    const send = (who: CompanyUser, index: number, side: number) =>
      inject(w.app, {
        method: 'POST',
        url: `/api/orders/${order.id}/messages`,
        cookie: who.cookie,
        payload: { body: `Mesaj ${side}-${index}` },
        remoteAddress: `10.88.${side}.${index + 1}`,
      });
    const results = await Promise.all(
      Array.from({ length: PER_SIDE }, (_, index) => [
        send(w.p.buyer, index, 1),
        send(w.p.seller, index, 2),
      ]).flat(),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
    expect(await storedMessages(w.app, order.id)).toHaveLength(2 * PER_SIDE);

    const [buyerUnread, sellerUnread] = await Promise.all([
      unreadChatNotifications(w.p.buyer.companyId, order.id),
      unreadChatNotifications(w.p.seller.companyId, order.id),
    ]);
    // The company that wrote last has read everything; the other has one "new message".
    expect([buyerUnread.length, sellerUnread.length].sort()).toEqual([0, 1]);
  });
});
