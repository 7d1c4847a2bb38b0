import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailUnsubscribedView,
  EmailUnsubscribeLinkQuery,
  OneClickUnsubscribeInput,
} from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';
import { switchEmailKinds } from '../commands/set-email-preferences.ts';
import { findEmailUnsubscribeLink } from '../mail/unsubscribe-link.ts';

const tags = ['notifications'];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The List-Unsubscribe address of every notification mail (RFC 8058 one-click unsubscribe).
 * A mail provider's server POSTs `List-Unsubscribe=One-Click` to it when the person presses the
 * provider's unsubscribe button: the signed token in the address turns the kind off, with no
 * session and from any origin (the security plugin's `tokenAuthorizedWrite`). A GET, from a
 * mail program that opens the address in a browser, is sent on to the confirmation page (a
 * valid link only) and changes nothing. Its own plugin, so the form parsers serve this route only.
 */
export default async function oneClickUnsubscribeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The RFC allows either form encoding; both are read by the platform's own form parser.
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: 'buffer', bodyLimit: 4096 },
    async (request: FastifyRequest, body: Buffer) => {
      const type = request.headers['content-type'] ?? '';
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
        .formData()
        .catch(() => {
          throw new ProblemError('VALIDATION', {
            fields: [{ field: 'List-Unsubscribe', messageKey: 'validation.invalid' }],
          });
        });
      return Object.fromEntries(
        [...form.entries()].filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    },
  );

  app.post(
    '/email-preferences/one-click',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): the mail provider posts the mail’s link',
        description:
          'The address of the mail’s List-Unsubscribe header, with its List-Unsubscribe-Post ' +
          'header’s body. No session and no origin check: the signed token is the authority.',
        consumes: FORM_TYPES,
        querystring: EmailUnsubscribeLinkQuery,
        body: OneClickUnsubscribeInput,
        response: { 200: EmailUnsubscribedView.describe('The kind turned off, and for whom') },
      },
      config: {
        tokenAuthorizedWrite: true,
        // Providers post from a few addresses on behalf of many people.
        rateLimit: { max: 120, timeWindow: '1 minute' },
      },
    },
    async (request): Promise<EmailUnsubscribedView> => {
      const link = await findEmailUnsubscribeLink(app.db, {
        secret: app.config.authSecret,
        token: request.query.token,
        now: new Date(),
      });
      const turnedOff = await switchEmailKinds(app.db, {
        userId: link.userId,
        kinds: [link.kind],
        on: false,
      });
      return { kind: link.kind, email: link.email, turnedOff };
    },
  );

  app.get(
    '/email-preferences/one-click',
    {
      schema: {
        tags,
        summary: 'The List-Unsubscribe address opened in a browser: on to the confirmation page',
        querystring: EmailUnsubscribeLinkQuery,
        response: { 303: z.null().describe('On to /email-unsubscribe?token=…, the page') },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A link this server did not sign is refused here, as the page would.
      await findEmailUnsubscribeLink(app.db, {
        secret: app.config.authSecret,
        token: request.query.token,
        now: new Date(),
      });
      return reply.redirect(
        `/email-unsubscribe?token=${encodeURIComponent(request.query.token)}`,
        303,
      );
    },
  );
}
