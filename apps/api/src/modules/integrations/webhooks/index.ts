import type { FastifyInstance } from 'fastify';
import { WEBHOOK_CHANNEL } from './commands/queue-webhook-event.ts';
import { createWebhookSender, type WebhookSender } from './delivery/sender.ts';
import webhookRoutes from './routes.ts';

/** Each app's sender, by its HTTP server (the same object in every plugin context of the app). */
const senders = new WeakMap<object, WebhookSender>();

/** The app's webhook sender (tests flush it). */
export function webhookSenderOf(app: FastifyInstance): WebhookSender {
  const sender = senders.get(app.server);
  if (!sender) throw new Error('webhooks are not registered in this app');
  return sender;
}

/**
 * Webhooks (#31): a company's endpoints and their delivery log; and the sender every instance
 * runs, woken by the NOTIFY of each commit that queued an event and every few seconds for
 * retries (what was queued while no instance ran leaves at the first wake).
 */
export default async function webhooksModule(fastify: FastifyInstance) {
  const sender = createWebhookSender({
    db: fastify.db,
    log: fastify.log,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
    allowedRanges: fastify.config.webhookAllowedRanges,
  });
  senders.set(fastify.server, sender);
  await fastify.register(webhookRoutes, { sender });

  let stopListening: (() => Promise<void>) | null = null;
  fastify.addHook('onReady', async () => {
    stopListening = await fastify.listenDb(WEBHOOK_CHANNEL, () => sender.wake());
    sender.wake();
  });
  fastify.addHook('onClose', async () => {
    await stopListening?.();
    await sender.stop();
  });
}
