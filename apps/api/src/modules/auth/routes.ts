import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthSession,
  AuthStatus,
  EmailVerification,
  ForgotPasswordInput,
  LoginInput,
  PasswordResetRequested,
  RegisterInput,
  ResendVerificationInput,
  ResetPasswordInput,
  SessionWithUser,
  SignInResult,
  SignOutResult,
  SignUpResult,
} from '@teklifal/core';
import { ProblemError } from '../../lib/problem.ts';
import { STEADY_ANSWER_MS } from '../../lib/steady-answer.ts';
import { presentPublicInvitation } from '../companies/team/presenter.ts';
import { findInvitationByToken } from '../companies/team/queries.ts';
import { forwardToAuth } from './forward.ts';
import { signInThrottled } from './sign-in.ts';

const tags = ['auth'];

/**
 * better-auth answers a registered address with a made-up user whose fields it fills its own
 * way (role null, no consent time, another key order). Both answers are rebuilt alike from the
 * fields the two share, so the body cannot tell them apart either.
 */
function sameSignUpAnswer({ user: created }: SignUpResult): SignUpResult {
  return {
    token: null,
    user: {
      id: created.id,
      name: created.name,
      email: created.email,
      emailVerified: false,
      image: null,
      createdAt: created.createdAt,
      updatedAt: created.createdAt,
      role: 'user',
      banned: false,
      banReason: null,
      banExpires: null,
      phone: created.phone ?? null,
      locale: created.locale,
      kvkkConsentAt: created.createdAt,
    },
  };
}

/**
 * better-auth at /api/auth with its standard endpoints. The endpoints that take user input
 * are first checked with the same core schemas the web forms use, so a mistake is a 400 that
 * names the field, and nothing reaches the database.
 *
 * forwardToAuth sends better-auth's body on as the text it got, so Fastify runs no serializer:
 * the response schemas document what better-auth answers (auth.test.ts holds them to it).
 */
export default async function authRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.config;

  /**
   * A registration from a team invitation (#13) must use the invited address; its verification
   * link then leads back to the invitation (plugins/auth.ts reads this callback).
   */
  async function invitationCallback(token: string, email: string): Promise<string> {
    const found = await findInvitationByToken(app.db, token);
    if (!found || presentPublicInvitation(found).state !== 'valid') {
      throw new ProblemError('VALIDATION', {
        fields: [{ field: 'invitationToken', messageKey: 'invitationFlow.tokenInvalid' }],
      });
    }
    if (found.invitation.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new ProblemError('VALIDATION', {
        fields: [
          {
            field: 'email',
            messageKey: 'invitationFlow.emailMismatch',
            params: { email: found.invitation.email },
          },
        ],
      });
    }
    return `/invite/${encodeURIComponent(token)}`;
  }

  app.post(
    '/sign-up/email',
    {
      schema: {
        tags,
        summary:
          'Register; sends the verification mail (a registered address gets the same answer, and its owner a mail)',
        body: RegisterInput,
        response: {
          200: SignUpResult.describe('The new, unverified user; the verification mail is sent'),
        },
      },
    },
    async (request, reply) => {
      // A registered address is answered like a new one, so nobody learns who has an account
      // here; its owner is told by mail (plugins/auth.ts onExistingUserSignUp).
      const { name, email, password, phone, locale, invitationToken } = request.body;
      const callbackURL = invitationToken
        ? await invitationCallback(invitationToken, email)
        : undefined;
      return forwardToAuth(
        app.auth,
        request,
        reply,
        {
          name,
          email,
          password,
          phone,
          locale: locale ?? request.locale,
          ...(callbackURL ? { callbackURL } : {}),
        },
        (answer) => sameSignUpAnswer(answer as SignUpResult),
      );
    },
  );

  app.post(
    '/sign-in/email',
    {
      schema: {
        tags,
        summary:
          'Log in (rate limited per network address, and per account: wrong passwords in a row make the next attempt wait)',
        body: LoginInput,
        response: { 200: SignInResult.describe('The user; the session cookie is set') },
      },
    },
    async (request, reply) => signInThrottled(app, request, reply, request.body),
  );

  app.post(
    '/request-password-reset',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: ForgotPasswordInput,
        response: {
          200: PasswordResetRequested.describe(
            'The same answer whether the address is known or not',
          ),
        },
      },
    },
    async (request, reply) =>
      forwardToAuth(
        app.auth,
        request,
        reply,
        { email: request.body.email, redirectTo: `${publicUrl}/reset-password` },
        undefined,
        STEADY_ANSWER_MS,
      ),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: ResetPasswordInput,
        response: { 200: AuthStatus.describe('The password is changed; every session is ended') },
      },
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
      schema: {
        tags,
        summary: 'Send the verification mail again',
        body: ResendVerificationInput,
        response: {
          200: AuthStatus.describe('The same answer whether a mail was sent or not'),
        },
      },
    },
    async (request, reply) => forwardToAuth(app.auth, request, reply, request.body),
  );

  /**
   * The rest of better-auth's endpoints that the product uses as they are. Everything else
   * (update-user, change-email, change-password, delete-user, its admin plugin's endpoints...)
   * is not forwarded: our own routes do those with our validation and rules (the last platform
   * admin, audit log, field errors), and a second door would bypass them.
   */
  const passThrough: {
    method: 'GET' | 'POST';
    url: string;
    summary: string;
    response: Record<number, z.ZodType>;
  }[] = [
    {
      method: 'GET',
      url: '/get-session',
      summary: 'The current session, or null',
      response: {
        200: SessionWithUser.nullable().describe('The session and its user; null when signed out'),
      },
    },
    {
      method: 'POST',
      url: '/sign-out',
      summary: 'End the current session',
      response: { 200: SignOutResult.describe('Signed out; the session cookie is cleared') },
    },
    {
      method: 'GET',
      url: '/verify-email',
      summary: 'Verify an e-mail address with a mailed token',
      response: {
        200: EmailVerification.describe('The address is verified'),
        302: z
          .null()
          .describe(
            'With a `callbackURL` query parameter: a redirect there, with `?error=CODE` when the token is refused',
          ),
      },
    },
    {
      method: 'GET',
      url: '/list-sessions',
      summary: "The signed-in user's sessions",
      response: { 200: z.array(AuthSession).describe('The sessions that have not expired') },
    },
    {
      method: 'POST',
      url: '/revoke-session',
      summary: 'End one of the sessions',
      response: { 200: AuthStatus.describe('The session is ended') },
    },
    {
      method: 'POST',
      url: '/revoke-other-sessions',
      summary: 'End every other session',
      response: { 200: AuthStatus.describe('Every session but this one is ended') },
    },
  ];
  for (const route of passThrough) {
    app.route({
      method: route.method,
      url: route.url,
      schema: { tags, summary: route.summary, response: route.response },
      handler: (request, reply) => forwardToAuth(app.auth, request, reply, request.body),
    });
  }
}
