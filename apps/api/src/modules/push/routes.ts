import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PushDevicesView, PushDeviceView, PushKeyView, PushPreferences } from '@teklifal/core';
import { idParam } from '../../lib/params.ts';
import { registerPushDevice } from './commands/register-push-device.ts';
import { removePushDevice } from './commands/remove-push-device.ts';
import { readPushPreferences, setPushPreferences } from './commands/set-push-preferences.ts';
import { pushDeviceInputFor } from './endpoint-policy.ts';
import { presentPushDevice } from './presenter.ts';
import { pushDevicesOf } from './queries.ts';

const tags = ['push'];
const DeviceIdParams = z.object({ id: idParam });

/** Web push (#28): the server's key, the user's devices, and which kinds they get. */
export default async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = app.config.push;

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with (no sign-in needed)',
        response: {
          200: PushKeyView.describe('The VAPID public key (base64url) to subscribe with'),
        },
      },
    },
    async (): Promise<PushKeyView> => ({ publicKey: app.push.publicKey }),
  );

  app.get(
    '/me/push-devices',
    {
      schema: {
        tags,
        summary: 'My devices that get notifications, newest first',
        response: {
          200: PushDevicesView.describe('My devices that get push notifications, newest first'),
        },
      },
    },
    async (request): Promise<PushDevicesView> => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      const rows = await pushDevicesOf(app.db, actor.user.id);
      return { items: rows.map(presentPushDevice) };
    },
  );

  app.post(
    '/me/push-devices',
    {
      schema: {
        tags,
        summary: 'Register this browser’s push subscription as one of my devices',
        description:
          'The same endpoint again updates the device (200); an endpoint registered by another ' +
          'user moves to me as a new device (201). The endpoint must be a known push service’s.',
        body: pushDeviceInputFor(policy),
        response: {
          200: PushDeviceView.describe('The device, updated'),
          201: PushDeviceView.describe('The new device'),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      const { device, created } = await registerPushDevice(app.db, {
        userId: actor.user.id,
        input: request.body,
        policy,
      });
      return reply.status(created ? 201 : 200).send(presentPushDevice(device));
    },
  );

  app.delete(
    '/me/push-devices/:id',
    {
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'Stop sending notifications to one of my devices',
        params: DeviceIdParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      await removePushDevice(app.db, { userId: actor.user.id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/push-preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification my devices get',
        response: { 200: PushPreferences.describe('Each kind pushed (true) or not') },
      },
    },
    async (request): Promise<PushPreferences> => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      return readPushPreferences(app.db, actor.user.id);
    },
  );

  app.put(
    '/me/push-preferences',
    {
      schema: {
        tags,
        summary: 'Choose which kinds of notification my devices get',
        body: PushPreferences,
        response: { 200: PushPreferences.describe('The choice as stored') },
      },
    },
    async (request): Promise<PushPreferences> => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      return setPushPreferences(app.db, { userId: actor.user.id, preferences: request.body });
    },
  );
}
