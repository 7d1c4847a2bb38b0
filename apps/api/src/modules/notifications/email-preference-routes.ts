import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { EmailPreferences, EmailUnsubscribedView, EmailUnsubscribeInput } from '@teklifal/core';
import { user } from '../../db/schema/index.ts';
import { ProblemError } from '../../lib/problem.ts';
import {
  muteEmailKind,
  readEmailPreferences,
  setEmailPreferences,
} from './commands/set-email-preferences.ts';
import { readEmailUnsubscribeToken } from './mail/unsubscribe-token.ts';

const tags = ['notifications'];

/** Which notifications also come by e-mail (#13): /profile, and each mail's unsubscribe link. */
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

  app.post(
    '/email-preferences/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turn one kind of notification mail off with the link of such a mail (no sign-in)',
        body: EmailUnsubscribeInput,
        response: { 200: EmailUnsubscribedView.describe('The kind turned off, and for whom') },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request): Promise<EmailUnsubscribedView> => {
      const named = readEmailUnsubscribeToken(app.config.authSecret, request.body.token);
      const [person] = named
        ? await app.db.select({ email: user.email }).from(user).where(eq(user.id, named.userId))
        : [];
      if (!named || !person) {
        throw new ProblemError('VALIDATION', {
          fields: [{ field: 'token', messageKey: 'emailPreferences.unsubscribe.invalid' }],
        });
      }
      await muteEmailKind(app.db, named);
      return { kind: named.kind, email: person.email };
    },
  );
}
