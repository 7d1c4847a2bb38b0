import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  noticesOf,
  PRESENCE_CHANNEL,
  PRESENCE_EXPIRY_MS,
  type PresenceNotice,
} from '../../lib/live-presence.ts';
import { streamOpener } from '../../test/event-stream.ts';
import { createTwoInstances, type TwoInstances } from '../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../test/orders.ts';
import { startPushService, type PushService } from './test/push-service.ts';
import { flows } from './test/flows.ts';
import { deviceOf } from './test/push-world.ts';

/**
 * A chat message is pushed only when its reader has no tab open (#28), whichever instance holds
 * the tab: two instances on one PostgreSQL database, as behind a load balancer. Messages are
 * written through the first, whose sender alone sends (the second's is stopped), while the tab's
 * stream is held by the second. The embedded database has one process: push-sending.test.ts.
 * Expiry: only Date is faked, and moved past it; timers and sockets run.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onServer)('presence across instances', () => {
  let instances: TwoInstances;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let service: PushService;
  let p: OrderParties;
  let phone: Awaited<ReturnType<typeof deviceOf>>;
  let order: { id: string };
  let secondServer: string;

  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ first, second } = instances);
    await second.push.sender.stop();
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondServer = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    service = await startPushService();
    p = await orderParties(first);
    phone = await deviceOf(first, service, p.seller);
    order = await makeOrder(first, p);
  }, 120_000);
  afterAll(async () => {
    await instances.close();
    await service.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The buyer writes through the first instance: did the seller's phone get a push? */
  async function chatPushed(text: string): Promise<boolean> {
    const since = service.received.length;
    const sent = await flows(first).chat(p.buyer.cookie, order.id, text);
    expect(sent.statusCode, sent.body).toBe(201);
    await first.push.sender.flush();
    return service.received.slice(since).some((push) => push.endpoint === phone.endpoint);
  }
  /** Says something on the presence channel as another instance would. */
  const say = (notice: PresenceNotice) =>
    first.db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(notice)})`);
  const firstSees = (watching: boolean) =>
    vi.waitFor(() => expect(first.liveEvents.watching(p.seller.userId)).toBe(watching));
  /** Moves the (faked) clock on; timers and sockets keep running. */
  const later = (ms: number) => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + ms);
  };

  it('a tab open on the second instance: no push for a message written through the first', async () => {
    const tab = await streamOpener(secondServer)(p.seller.cookie);
    try {
      await firstSees(true);
      expect(second.liveEvents.watching(p.seller.userId)).toBe(true);
      expect(await chatPushed('Sevkiyat yarın çıkıyor')).toBe(false);
      await tab.waitFor(1);
    } finally {
      await tab.close();
    }
    // The tab closed: the first instance hears it, and the next message is pushed.
    await firstSees(false);
    expect(await chatPushed('İrsaliye ekte')).toBe(true);
  });

  it('the second instance’s heartbeat keeps its tab counting past the expiry', async () => {
    const tab = await streamOpener(secondServer)(p.seller.cookie);
    try {
      await firstSees(true);
      later(PRESENCE_EXPIRY_MS + 1_000);
      // Nothing was said again within the expiry (its heartbeat is 15 s away in real time).
      expect(first.liveEvents.watching(p.seller.userId)).toBe(false);
      // An instance starting asks the others for their heartbeat, which the first hears too.
      await say({ i: 'starting-instance', hi: true });
      await firstSees(true);
      expect(await chatPushed('Fatura kesildi')).toBe(false);
    } finally {
      await tab.close();
    }
    await firstSees(false);
  });

  it('an instance that vanished without a word stops counting after the expiry', async () => {
    // The last thing a crashed instance said: the seller's tab was open there. Nothing follows.
    const [last] = noticesOf('crashed-instance', new Map([[p.seller.userId, true]]));
    await say(JSON.parse(last ?? '{}') as PresenceNotice);
    await firstSees(true);
    expect(await chatPushed('Teslim alındı mı?')).toBe(false);
    later(PRESENCE_EXPIRY_MS - 1_000);
    expect(await chatPushed('Bilgi rica ederiz')).toBe(false);
    later(2_000);
    expect(first.liveEvents.watching(p.seller.userId)).toBe(false);
    expect(await chatPushed('Tekrar yazıyoruz')).toBe(true);
  });

  it('an instance that stops says goodbye: its tabs no longer count at once', async () => {
    await say({ i: 'leaving-instance', o: [p.seller.userId] });
    await firstSees(true);
    await say({ i: 'leaving-instance', bye: true });
    await firstSees(false);
    expect(await chatPushed('Görüşmek üzere')).toBe(true);
  });
});
