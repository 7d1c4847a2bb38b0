import type { FastifyInstance } from 'fastify';
import emailPreferenceRoutes from './routes/email-preferences.ts';
import { runWhileUp } from '../../lib/periodic-job.ts';
import { notificationMailJob } from './jobs/send-notification-mails.ts';
import oneClickUnsubscribeRoutes from './routes/one-click-unsubscribe.ts';
import notificationRouteHandlers from './routes/notifications.ts';

/**
 * The company's notifications: the bell, the list, and marking them read; which of them also
 * come by e-mail, and the mail job, which runs in every instance (safe: see its file).
 */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  await fastify.register(notificationRouteHandlers);
  await fastify.register(emailPreferenceRoutes);
  await fastify.register(oneClickUnsubscribeRoutes);

  runWhileUp(fastify, () =>
    notificationMailJob({
      db: fastify.db,
      mailer: fastify.mailer,
      publicUrl: fastify.config.publicUrl,
      secret: fastify.config.authSecret,
    }),
  );
}
