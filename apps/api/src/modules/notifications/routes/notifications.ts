import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTIFICATION_DROPDOWN_LIMIT,
  NotificationPage,
  NotificationsMarkedRead,
  NotificationView,
  UnreadNotifications,
  type SignedInActor,
} from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';
import { sendRemembered } from '../../../lib/remembered-answer.ts';
import { presentNotification } from '../presenter.ts';
import { markAllNotificationsRead } from '../commands/mark-all-notifications-read.ts';
import { markNotificationRead } from '../commands/mark-notification-read.ts';
import {
  listNotifications,
  listUnreadNotifications,
  type Audience,
} from '../queries/notifications.ts';

const pageNumber = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(max, 'validation.invalid')
    .default(fallback);

const ListQuery = z.object({
  status: z.enum(['unread', 'all'], { error: 'validation.oneOf' }).default('all'),
  page: pageNumber(1, 100_000),
  pageSize: pageNumber(20, 100),
});
const IdParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Whose notifications the actor reads and marks: their company's and their own. A person
 * without a company has a bell only as platform staff (companies to review); others are sent
 * to create their company, as before.
 */
async function audienceOf(
  request: FastifyRequest,
): Promise<{ actor: SignedInActor; audience: Audience }> {
  const actor = await request.requireAccess({ kind: 'notifications' });
  return { actor, audience: { companyId: actor.company?.id ?? null, userId: actor.user.id } };
}

/** The company's (and a staff user's own) notifications: the bell, the /notifications page, and marking them read. */
export default async function notificationRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ session: [] }];

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The company's notifications, newest first, paginated",
        querystring: ListQuery,
        response: {
          200: NotificationPage.describe('A page of the notifications and the unread count'),
        },
      },
    },
    async (request, reply) => {
      const { actor, audience } = await audienceOf(request);
      const { status, page, pageSize } = request.query;
      return sendRemembered(request, reply, {
        actor,
        clock: [],
        load: async () => {
          const result = await listNotifications(app.db, { ...audience, status, page, pageSize });
          return {
            items: result.rows.map(presentNotification),
            page,
            pageSize,
            total: result.total,
            unreadTotal: result.unreadTotal,
          };
        },
      });
    },
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags,
        security,
        summary: `The bell: the ${NOTIFICATION_DROPDOWN_LIMIT} newest unread notifications and the unread count`,
        response: {
          200: UnreadNotifications.describe('The newest unread notifications and their count'),
        },
      },
    },
    async (request, reply) => {
      const { actor, audience } = await audienceOf(request);
      return sendRemembered(request, reply, {
        actor,
        clock: [],
        load: async () => {
          const result = await listUnreadNotifications(app.db, {
            ...audience,
            limit: NOTIFICATION_DROPDOWN_LIMIT,
          });
          return { items: result.rows.map(presentNotification), total: result.total };
        },
      });
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark every unread notification of the company read',
        response: { 200: NotificationsMarkedRead.describe('How many this marked read') },
      },
    },
    async (request) => {
      const { audience } = await audienceOf(request);
      return { updated: await markAllNotificationsRead(app.db, audience) };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        security,
        summary: 'Mark one notification of the company read',
        params: IdParams,
        response: { 200: NotificationView.describe('The notification, now read') },
      },
    },
    async (request) => {
      const { audience } = await audienceOf(request);
      const row = await markNotificationRead(app.db, {
        ...audience,
        id: request.params.id,
      });
      if (!row) throw new ProblemError('NOT_FOUND');
      return presentNotification(row);
    },
  );
}
