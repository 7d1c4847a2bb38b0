import type { FastifyInstance } from 'fastify';
import { WEBHOOK_CHANNEL } from './commands/queue-webhook-event.ts';
import {
  createWebhookSender,
  type WebhookSender,
  type WebhookSenderDeps,
} from './delivery/sender.ts';
import webhookRoutes from './routes.ts';

/** Each app's sender, by its HTTP server (the same object in every plugin context of the app). */
const senders = new WeakMap<object, { sender: WebhookSender; deps: WebhookSenderDeps }>();

/** The app's webhook sender (tests flush it). */
export function webhookSenderOf(app: FastifyInstance): WebhookSender {
  return registered(app).sender;
}

/** What the app's sender works with (tests run deliveries at their own clock with it). */
export const webhookSenderDepsOf = (app: FastifyInstance) => registered(app).deps;

function registered(app: FastifyInstance) {
  const found = senders.get(app.server);
  if (!found) throw new Error('webhooks are not registered in this app');
  return found;
}

/**
 * Webhooks (#31): a company's endpoints and their delivery log; and the sender every instance
 * runs, woken by the NOTIFY of each commit that queued an event and every few seconds for
 * retries (what was queued while no instance ran leaves at the first wake).
 */
export interface WebhooksOptions {
  /**
   * The order's UBL 2.1 Order and the seller's answer, for endpoints that want them with order
   * events: given by the app (orders/queries/order-ubl.ts), since the orders module queues order
   * events here.
   */
  orderDocument?: WebhookSenderDeps['orderDocument'];
  orderResponseDocument?: WebhookSenderDeps['orderResponseDocument'];
}

export default async function webhooksModule(fastify: FastifyInstance, options: WebhooksOptions) {
  const deps: WebhookSenderDeps = {
    db: fastify.db,
    log: fastify.log,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
    allowedRanges: fastify.config.webhookAllowedRanges,
    orderDocument: options.orderDocument,
    orderResponseDocument: options.orderResponseDocument,
  };
  const sender = createWebhookSender(deps);
  senders.set(fastify.server, { sender, deps });
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
