import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PushDeviceView, PushPreferences } from '@teklifal/core';
import { user } from '../../../db/schema/index.ts';
import { inject, nextIp } from '../../../test/helper.ts';
import type { PushService, TestSubscription } from './push-service.ts';

/** The push routes as a signed-in browser calls them. */
export function pushApi(app: FastifyInstance) {
  return {
    key: () => inject(app, { method: 'GET', url: '/api/push/key' }),
    devices: (cookie: string) =>
      inject(app, { method: 'GET', url: '/api/me/push-devices', cookie }),
    register: (cookie: string, payload: object, locale: 'tr' | 'en' = 'tr') =>
      inject(app, {
        method: 'POST',
        url: '/api/me/push-devices',
        cookie,
        payload,
        headers: { 'accept-language': locale },
        // The route allows 30 a minute from one address; the tests register more.
        remoteAddress: nextIp(),
      }),
    remove: (cookie: string, id: string) =>
      inject(app, { method: 'DELETE', url: `/api/me/push-devices/${id}`, cookie }),
    preferences: (cookie: string) =>
      inject(app, { method: 'GET', url: '/api/me/push-preferences', cookie }),
    setPreferences: (cookie: string, preferences: PushPreferences) =>
      inject(app, {
        method: 'PUT',
        url: '/api/me/push-preferences',
        cookie,
        payload: preferences,
      }),
  };
}

/** What a browser registers for a subscription. */
export const registration = (subscription: TestSubscription, label = 'Chrome · Android') => ({
  endpoint: subscription.endpoint,
  keys: subscription.keys,
  label,
});

/** A new subscription on the service, registered as the person's device. */
export async function deviceOf(
  app: FastifyInstance,
  service: PushService,
  person: { cookie: string },
): Promise<TestSubscription & { id: string }> {
  const subscription = service.subscribe();
  const response = await pushApi(app).register(person.cookie, registration(subscription));
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { ...subscription, id: response.json<PushDeviceView>().id };
}

/** The language the person reads the site in (the pushes' too). */
export const speaks = (app: FastifyInstance, userId: string, locale: 'tr' | 'en') =>
  app.db.update(user).set({ locale }).where(eq(user.id, userId));
