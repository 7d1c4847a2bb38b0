import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  formatDateTime,
  NewsletterInput,
  NewsletterSubscriberPage,
  NewsletterSubscribersQuery,
  NewsletterSubscription,
  NewsletterUnsubscribed,
  translate,
  UnsubscribeInput,
} from '@teklifal/core';
import { csvFileName, csvResponse, sendCsv, toCsv } from '../../../lib/csv.ts';
import { paragraphsMail } from '../../../lib/mail-templates.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { readSetting } from '../../../lib/settings.ts';
import { subscribeToNewsletter } from '../commands/subscribe-to-newsletter.ts';
import { unsubscribeFromNewsletter } from '../commands/unsubscribe-from-newsletter.ts';
import { subscriberOfToken, unsubscribeToken } from '../newsletter-token.ts';
import { presentSubscriber } from '../presenter.ts';
import { allSubscribers, listSubscribers } from '../queries.ts';

/** The newsletter: subscribing and leaving without an account, and staff's list of subscribers. */
export default async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['content'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: NewsletterInput,
        response: {
          201: NewsletterSubscription.describe('Subscribed; the welcome mail is sent'),
          200: NewsletterSubscription.describe('The address was subscribed already'),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? request.locale;
      const { status, subscriberId } = await subscribeToNewsletter(app.db, {
        email: request.body.email,
        locale,
      });
      if (subscriberId) {
        const site = (await readSetting(app.db, 'seo')).siteTitle;
        const token = unsubscribeToken(app.config.authSecret, subscriberId);
        const url = `${app.config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
        await app.mailer.send(
          request.body.email,
          paragraphsMail({
            locale,
            site,
            subjectKey: 'mail.newsletterSubject',
            paragraphs: [
              { key: 'mail.newsletterText' },
              { key: 'mail.newsletterUnsubscribe', params: { url } },
            ],
          }),
        );
      }
      return reply.status(status === 'subscribed' ? 201 : 200).send({ status });
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Leave the newsletter with the link of its mail (no sign-in)',
        body: UnsubscribeInput,
        response: { 200: NewsletterUnsubscribed.describe('The address is no longer subscribed') },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const subscriberId = subscriberOfToken(app.config.authSecret, request.body.token);
      if (!subscriberId) {
        throw new ProblemError('VALIDATION', {
          fields: [{ field: 'token', messageKey: 'newsletter.invalidToken' }],
        });
      }
      await unsubscribeFromNewsletter(app.db, { subscriberId });
      return { status: 'unsubscribed' as const };
    },
  );

  app.get(
    '/admin/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, newest first',
        querystring: NewsletterSubscribersQuery,
        response: { 200: NewsletterSubscriberPage.describe('A page of subscribers') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const { page, pageSize } = request.query;
      const { rows, total } = await listSubscribers(app.db, request.query);
      return { items: rows.map(presentSubscriber), page, pageSize, total };
    },
  );

  app.get(
    '/admin/newsletter/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers as a CSV download (Excel-friendly)',
        querystring: NewsletterSubscribersQuery.pick({ q: true }),
        response: { 200: csvResponse('Every subscriber matching the search') },
      },
    },
    async (request, reply) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const rows = await allSubscribers(app.db, request.query.q);
      const t = (key: string) => translate(request.locale, key);
      const body = toCsv(
        [t('newsletter.csv.email'), t('newsletter.csv.locale'), t('newsletter.csv.since')],
        rows.map((row) => [row.email, row.locale, formatDateTime(row.createdAt, request.locale)]),
      );
      return sendCsv(reply, { fileName: csvFileName('bulten-aboneleri'), body });
    },
  );
}
