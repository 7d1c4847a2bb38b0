import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PUSH_KINDS,
  type PushDevicesView,
  type PushDeviceView,
  type PushKeyView,
  type PushPreferences,
} from '@teklifal/core';
import { pushDevice } from '../../db/schema/index.ts';
import { createTestApp, sameProblem, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { MAX_PUSH_DEVICES } from './commands/register-push-device.ts';
import { startPushService, type PushService } from './test/push-service.ts';
import { pushApi, registration } from './test/push-world.ts';

/** The device and preference routes of web push (#28); sending: push-sending.test.ts. */
let t: TestApp;
let app: FastifyInstance;
let service: PushService;
let api: ReturnType<typeof pushApi>;
let ayse: { cookie: string; userId: string };
let can: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  api = pushApi(app);
  service = await startPushService();
  ayse = await signUpAndSignIn(app);
  can = await signUpAndSignIn(app);
}, 120_000);
afterAll(async () => {
  await t.close();
  await service.close();
});

const fieldsOf = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));

describe('GET /api/push/key', () => {
  it('answers the VAPID public key (a P-256 point in base64url) to anyone', async () => {
    const response = await api.key();
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<PushKeyView>();
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await api.key()).json<PushKeyView>().publicKey).toBe(publicKey);
  });
});

describe('POST /api/me/push-devices', () => {
  it('registers a subscription (201), again with the same endpoint updates it (200)', async () => {
    const subscription = service.subscribe();
    const first = await api.register(ayse.cookie, registration(subscription, 'Chrome · Android'));
    expect(first.statusCode).toBe(201);
    const device = first.json<PushDeviceView>();
    expect(device).toEqual({
      id: expect.any(String),
      label: 'Chrome · Android',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(Object.keys(device)).not.toContain('endpoint');

    const renewed = service.subscribe();
    const again = await api.register(ayse.cookie, {
      endpoint: subscription.endpoint,
      keys: renewed.keys,
      label: '  Chrome · Telefon  ',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<PushDeviceView>()).toMatchObject({
      id: device.id,
      label: 'Chrome · Telefon',
    });
    const [row] = await app.db.select().from(pushDevice).where(eq(pushDevice.id, device.id));
    expect(row).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });

    const list = (await api.devices(ayse.cookie)).json<PushDevicesView>();
    expect(list.items.filter((item) => item.id === device.id)).toHaveLength(1);
  });

  it('an endpoint another user registered moves to the one who registers it now', async () => {
    const subscription = service.subscribe();
    const mine = (
      await api.register(ayse.cookie, registration(subscription))
    ).json<PushDeviceView>();
    const moved = await api.register(can.cookie, registration(subscription, 'Firefox · Linux'));
    expect(moved.statusCode).toBe(201);
    const theirs = moved.json<PushDeviceView>();
    expect(theirs.id).not.toBe(mine.id);
    const ayses = (await api.devices(ayse.cookie)).json<PushDevicesView>().items;
    expect(ayses.map((item) => item.id)).not.toContain(mine.id);
    const cans = (await api.devices(can.cookie)).json<PushDevicesView>().items;
    expect(cans.map((item) => item.label)).toContain('Firefox · Linux');
    const rows = await app.db
      .select()
      .from(pushDevice)
      .where(eq(pushDevice.endpoint, subscription.endpoint));
    expect(rows).toEqual([expect.objectContaining({ userId: can.userId })]);
  });

  it('names the field of each mistake, in Turkish and in English, and stores nothing', async () => {
    const before = await app.db.select().from(pushDevice);
    const tr = await api.register(ayse.cookie, {
      endpoint: 'ftp://push.example/abc',
      keys: { p256dh: 'kısa', auth: '' },
      label: '',
    });
    expect(tr.statusCode).toBe(400);
    expect(fieldsOf(tr.json())).toEqual({
      endpoint: 'Bildirim adresi geçerli bir adres (https://…) olmalıdır',
      'keys.p256dh': 'Cihaz anahtarı geçersiz',
      'keys.auth': 'Doğrulama anahtarı zorunludur',
      label: 'Cihaz adı zorunludur',
    });
    const subscription = service.subscribe();
    const en = await api.register(
      ayse.cookie,
      {
        ...registration(subscription),
        label: 'x'.repeat(101),
        keys: { p256dh: subscription.keys.p256dh },
      },
      'en',
    );
    expect(en.statusCode).toBe(400);
    expect(fieldsOf(en.json())).toEqual({
      'keys.auth': 'Authentication key is required',
      label: 'Device name can be at most 100 characters',
    });
    const missingKeys = await api.register(
      ayse.cookie,
      { endpoint: subscription.endpoint, label: 'A' },
      'en',
    );
    expect(fieldsOf(missingKeys.json())).toEqual({ keys: 'Subscription key pair is required' });
    expect(await app.db.select().from(pushDevice)).toHaveLength(before.length);
  });

  it('takes only a known push service, and a key that is a point of P-256', async () => {
    const subscription = service.subscribe();
    const elsewhere = await api.register(
      ayse.cookie,
      { ...registration(subscription), endpoint: 'https://intranet.example/push/1' },
      'en',
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldsOf(elsewhere.json())).toEqual({
      endpoint: 'Notification address must belong to a known push service',
    });
    const plainHttp = await api.register(ayse.cookie, {
      ...registration(subscription),
      endpoint: 'http://10.0.0.8/push/1',
    });
    expect(fieldsOf(plainHttp.json())).toEqual({
      endpoint: 'Bildirim adresi tanınan bir bildirim servisine ait olmalıdır',
    });
    // 65 bytes starting with 0x04, but not on the curve.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const badKey = await api.register(ayse.cookie, {
      ...registration(subscription),
      keys: { ...subscription.keys, p256dh: offCurve },
    });
    expect(fieldsOf(badKey.json())).toEqual({ 'keys.p256dh': 'Cihaz anahtarı geçersiz' });
  });

  it('keeps the newest devices of a user when there are too many', async () => {
    const person = await signUpAndSignIn(app);
    const ids: string[] = [];
    for (let index = 0; index <= MAX_PUSH_DEVICES; index++) {
      const response = await api.register(
        person.cookie,
        registration(service.subscribe(), `Cihaz ${index}`),
      );
      ids.push(response.json<PushDeviceView>().id);
    }
    const kept = (await api.devices(person.cookie)).json<PushDevicesView>().items;
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept.map((item) => item.id)).not.toContain(ids[0]);
    expect(kept[0]?.label).toBe(`Cihaz ${MAX_PUSH_DEVICES}`);
  });

  it('needs a signed-in user', async () => {
    const response = await api.register('', registration(service.subscribe()));
    expect(response.statusCode).toBe(401);
    expect((await api.devices('')).statusCode).toBe(401);
  });
});

describe('DELETE /api/me/push-devices/:id', () => {
  it('removes my device; another user’s is not found, as one that never was', async () => {
    const device = (
      await api.register(ayse.cookie, registration(service.subscribe()))
    ).json<PushDeviceView>();
    const byOther = await api.remove(can.cookie, device.id);
    expect(byOther.statusCode).toBe(404);
    const missing = await api.remove(can.cookie, 'no-such-device');
    expect(missing.statusCode).toBe(404);
    expect(sameProblem(byOther)).toEqual(sameProblem(missing));

    const removed = await api.remove(ayse.cookie, device.id);
    expect(removed.statusCode).toBe(204);
    const items = (await api.devices(ayse.cookie)).json<PushDevicesView>().items;
    expect(items.map((item) => item.id)).not.toContain(device.id);
    expect((await api.remove(ayse.cookie, device.id)).statusCode).toBe(404);
  });
});

describe('GET and PUT /api/me/push-preferences', () => {
  it('every kind is pushed until turned off; the choice is kept per user', async () => {
    const person = await signUpAndSignIn(app);
    const initial = (await api.preferences(person.cookie)).json<PushPreferences>();
    expect(initial).toEqual(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])));

    const chosen = { ...initial, chatMessage: false, question: false };
    const saved = await api.setPreferences(person.cookie, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await api.preferences(person.cookie)).json()).toEqual(chosen);
    expect((await api.preferences(ayse.cookie)).json()).toEqual(initial);

    const missing = await api.setPreferences(person.cookie, { newBid: true } as PushPreferences);
    expect(missing.statusCode).toBe(400);
  });
});
