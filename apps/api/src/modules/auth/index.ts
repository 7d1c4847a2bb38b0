import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResendVerificationInput,
  ResetPasswordInput,
} from '@teklifal/core';
import { user } from '../../db/schema/index.ts';
import { fieldError, ProblemError } from '../../lib/problem.ts';
import { forwardToAuth } from './forward.ts';

const tags = ['auth'];

/**
 * better-auth at /api/auth with its standard endpoints. The endpoints that take user input
 * are first checked with the same core schemas the web forms use, so a mistake is a 400 that
 * names the field, and nothing reaches the database.
 */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.config;

  app.post(
    '/sign-up/email',
    { schema: { tags, summary: 'Register; sends the verification mail', body: RegisterInput } },
    async (request, reply) => {
      const { name, email, password, phone, locale } = request.body;
      // better-auth answers a taken e-mail like a new one; our users are told plainly.
      const [taken] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (taken) {
        throw new ProblemError('CONFLICT', {
          errors: [fieldError(request.locale, 'email', 'errors.emailTaken')],
        });
      }
      return forwardToAuth(app.auth, request, reply, {
        name,
        email,
        password,
        phone,
        locale: locale ?? request.locale,
      });
    },
  );

  app.post(
    '/sign-in/email',
    { schema: { tags, summary: 'Log in (rate limited)', body: LoginInput } },
    async (request, reply) => forwardToAuth(app.auth, request, reply, request.body),
  );

  app.post(
    '/request-password-reset',
    { schema: { tags, summary: 'Mail a password reset link', body: ForgotPasswordInput } },
    async (request, reply) =>
      forwardToAuth(app.auth, request, reply, {
        email: request.body.email,
        redirectTo: `${publicUrl}/reset-password`,
      }),
  );

  app.post(
    '/reset-password',
    {
      schema: { tags, summary: 'Set a new password with a reset token', body: ResetPasswordInput },
    },
    async (request, reply) =>
      forwardToAuth(app.auth, request, reply, {
        token: request.body.token,
        newPassword: request.body.password,
      }),
  );

  app.post(
    '/send-verification-email',
    {
      schema: { tags, summary: 'Send the verification mail again', body: ResendVerificationInput },
    },
    async (request, reply) => forwardToAuth(app.auth, request, reply, request.body),
  );

  /**
   * The rest of better-auth's endpoints that the product uses as they are. Everything else
   * (update-user, change-email, change-password, delete-user, its admin plugin's endpoints...)
   * is not forwarded: our own routes do those with our validation and rules (the last platform
   * admin, audit log, field errors), and a second door would bypass them.
   */
  const passThrough: { method: 'GET' | 'POST'; url: string; summary: string }[] = [
    { method: 'GET', url: '/get-session', summary: 'The current session, or null' },
    { method: 'POST', url: '/sign-out', summary: 'End the current session' },
    {
      method: 'GET',
      url: '/verify-email',
      summary: 'Verify an e-mail address with a mailed token',
    },
    { method: 'GET', url: '/list-sessions', summary: "The signed-in user's sessions" },
    { method: 'POST', url: '/revoke-session', summary: 'End one of the sessions' },
    { method: 'POST', url: '/revoke-other-sessions', summary: 'End every other session' },
  ];
  for (const route of passThrough) {
    app.route({
      method: route.method,
      url: route.url,
      schema: { tags, summary: route.summary },
      handler: (request, reply) => forwardToAuth(app.auth, request, reply, request.body),
    });
  }
}
