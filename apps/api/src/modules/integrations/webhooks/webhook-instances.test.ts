import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { createTwoInstances, inject, testConfig, type TwoInstances } from '../../../test/helper.ts';
import { signedInCompany } from '../../../test/procurement.ts';
import { webhookSenderOf } from './index.ts';
import {
  deliverAt,
  registerEndpoint,
  startReceiver,
  stopBackgroundSender,
  T0,
  type Receiver,
} from './test-helpers.ts';

const sendTests = async (
  app: TwoInstances['first'],
  cookie: string,
  endpointId: string,
  count: number,
) => {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await inject(app, {
      method: 'POST',
      url: `/api/integrations/webhooks/${endpointId}/test`,
      cookie,
    });
    expect(response.statusCode, response.body).toBe(202);
    ids.push(response.json<{ eventId: string }>().eventId);
  }
  return ids;
};

/**
 * Several instances on one database (PostgreSQL when TEST_DATABASE_URL is set): each delivery
 * leaves once and in its endpoint's order, and what was queued before a restart leaves after it.
 */
describe('webhooks across instances and restarts', () => {
  let receiver: Receiver;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    receiver = await startReceiver(4442);
  });
  afterAll(async () => {
    await receiver.close();
    vi.useRealTimers();
  });

  it('sends each delivery once, in order, when two instances send at the same time', async () => {
    const both = await createTwoInstances();
    try {
      await stopBackgroundSender(both.first);
      await stopBackgroundSender(both.second);
      receiver.received.length = 0;
      const owner = await signedInCompany(both.first, { buyer: true });
      const endpoint = await registerEndpoint(both.first, owner, receiver, ['order.created']);
      const queued = await sendTests(both.first, owner.cookie, endpoint.id, 12);
      const [first, second] = await Promise.all([
        deliverAt(both.first, T0),
        deliverAt(both.second, T0),
      ]);
      expect(first + second).toBe(12);
      expect(receiver.received.map((entry) => entry.eventId)).toEqual(queued);
      expect(receiver.received.every((entry) => entry.attempt === 1)).toBe(true);
    } finally {
      await both.close();
    }
  });

  it('sends after a restart what was queued before it', async () => {
    const database = await openTestDatabase();
    const config = testConfig();
    const before = await buildApp({ config, database, closeDatabase: false, logger: false });
    receiver.received.length = 0;
    let queued: string[];
    try {
      await stopBackgroundSender(before);
      const owner = await signedInCompany(before, { buyer: true });
      const endpoint = await registerEndpoint(before, owner, receiver, ['order.created']);
      queued = await sendTests(before, owner.cookie, endpoint.id, 2);
    } finally {
      await before.close();
    }
    expect(receiver.received).toEqual([]);
    const after = await buildApp({ config, database, closeDatabase: false, logger: false });
    try {
      // The new instance looks at the outbox as soon as it is ready.
      await webhookSenderOf(after).flush();
      expect(receiver.received.map((entry) => entry.eventId)).toEqual(queued);
      expect(receiver.received.every((entry) => entry.signatureValid)).toBe(true);
    } finally {
      await after.close();
      await database.close();
    }
  });
});
