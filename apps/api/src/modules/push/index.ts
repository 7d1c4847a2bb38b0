import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUSH_CHANNEL } from './commands/queue-pushes.ts';
import { resolveVapidKeys } from './push-keys.ts';
import { createPushSender, type PushSender } from './push-sender.ts';

export { default } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The VAPID public key browsers subscribe with. */
      publicKey: string;
      /** This instance's sender (tests flush it). */
      sender: PushSender;
    };
  }
}

/**
 * Web push (#28): each notification that notifications/commands/notify.ts queues for a person's
 * devices leaves right after its commit, from whichever instance claims it first (every one
 * LISTENs).
 */
export const pushPlugin = fp(
  async function pushPlugin(app: FastifyInstance) {
    const keys = await resolveVapidKeys(app.config, app.db);
    const sender = createPushSender({
      db: app.db,
      log: app.log,
      vapid: { ...keys, subject: app.config.push.subject },
      watching: (userId) => app.liveEvents.watching(userId),
    });
    app.decorate('push', { publicKey: keys.publicKey, sender });

    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await app.listenDb(PUSH_CHANNEL, () => sender.wake());
      // What was queued while no instance listened (a restart) leaves now.
      sender.wake();
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
      await sender.stop();
    });
  },
  { name: 'push', dependencies: ['config', 'db', 'events'] },
);
