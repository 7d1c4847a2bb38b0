import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte } from 'drizzle-orm';
import { EMAIL_KINDS, type EmailPreferences } from '@teklifal/core';
import { mailOutbox } from '../db/schema/index.ts';
import { sendNotificationMails } from '../modules/notifications/jobs/send-notification-mails.ts';
import { inject } from './helper.ts';

/** One run of the notification mail job, as at `now`. */
export const runMailJob = (app: FastifyInstance, now = new Date()) =>
  sendNotificationMails(
    {
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      secret: app.config.authSecret,
    },
    now,
  );

/** Mails to `email` stored since `since`, oldest first (without SMTP the outbox keeps them). */
export const mailsTo = (app: FastifyInstance, email: string, since: Date) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), gte(mailOutbox.createdAt, since)))
    .orderBy(asc(mailOutbox.createdAt));

/** PUT /api/me/email-preferences: every kind on but those given. */
export const setEmailPreferences = (
  app: FastifyInstance,
  cookie: string,
  preferences: Partial<EmailPreferences> = {},
) =>
  inject(app, {
    method: 'PUT',
    url: '/api/me/email-preferences',
    cookie,
    payload: {
      ...Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, true])),
      ...preferences,
    },
  });
