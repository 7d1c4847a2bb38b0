import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_KINDS,
  EmailPreferences,
  EmailResubscribeInput,
  EmailUnsubscribedView,
  EmailUnsubscribeInput,
  EmailUnsubscribeLinkQuery,
  EmailUnsubscribeLinkView,
} from '@teklifal/core';
import {
  readEmailPreferences,
  setEmailPreferences,
  switchEmailKinds,
} from '../commands/set-email-preferences.ts';
import { findEmailUnsubscribeLink } from '../mail/unsubscribe-link.ts';

const tags = ['notifications'];

/**
 * Which notifications also come by e-mail (#13): /profile, and each mail's unsubscribe link,
 * whose page first reads what the link turns off and unsubscribes only on its button (link
 * scanners fetch every GET). The mail providers' one-click POST: one-click-unsubscribe.ts.
 */
export default async function emailPreferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/me/email-preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification I also get by e-mail',
        response: { 200: EmailPreferences.describe('Each kind on (true) or off') },
      },
    },
    async (request): Promise<EmailPreferences> => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      return readEmailPreferences(app.db, actor.user.id);
    },
  );

  app.put(
    '/me/email-preferences',
    {
      schema: {
        tags,
        summary: 'Choose which kinds of notification I also get by e-mail',
        body: EmailPreferences,
        response: { 200: EmailPreferences.describe('The choice as stored') },
      },
    },
    async (request): Promise<EmailPreferences> => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      return setEmailPreferences(app.db, { userId: actor.user.id, preferences: request.body });
    },
  );

  app.get(
    '/email-preferences/unsubscribe',
    {
      schema: {
        tags,
        summary: 'What a mail’s unsubscribe link would turn off, and for whom (changes nothing)',
        querystring: EmailUnsubscribeLinkQuery,
        response: {
          200: EmailUnsubscribeLinkView.describe('The kind, the address, and whether on'),
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request): Promise<EmailUnsubscribeLinkView> => {
      const link = await findEmailUnsubscribeLink(app.db, {
        secret: app.config.authSecret,
        token: request.query.token,
        now: new Date(),
      });
      return { kind: link.kind, email: link.email, active: link.active };
    },
  );

  app.post(
    '/email-preferences/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Turn the kind of a mail’s link (or every kind) off with that link, no sign-in needed',
        body: EmailUnsubscribeInput,
        response: { 200: EmailUnsubscribedView.describe('What was turned off, and for whom') },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request): Promise<EmailUnsubscribedView> => {
      const link = await findEmailUnsubscribeLink(app.db, {
        secret: app.config.authSecret,
        token: request.body.token,
        now: new Date(),
      });
      const turnedOff = await switchEmailKinds(app.db, {
        userId: link.userId,
        kinds: request.body.scope === 'all' ? EMAIL_KINDS : [link.kind],
        on: false,
      });
      return { kind: link.kind, email: link.email, turnedOff };
    },
  );

  app.post(
    '/email-preferences/resubscribe',
    {
      schema: {
        tags,
        summary: 'The unsubscribe page’s undo: these kinds come by e-mail again (the same link)',
        body: EmailResubscribeInput,
        response: {
          200: EmailUnsubscribeLinkView.describe('The link’s kind, the address, whether on now'),
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request): Promise<EmailUnsubscribeLinkView> => {
      const link = await findEmailUnsubscribeLink(app.db, {
        secret: app.config.authSecret,
        token: request.body.token,
        now: new Date(),
      });
      await switchEmailKinds(app.db, { userId: link.userId, kinds: request.body.kinds, on: true });
      const preferences = await readEmailPreferences(app.db, link.userId);
      return { kind: link.kind, email: link.email, active: preferences[link.kind] };
    },
  );
}
