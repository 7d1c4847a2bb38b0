import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailChangeRequestedView,
  ProfileView,
  UpdateProfileInput,
} from '@teklifal/core';
import { fromNodeHeaders } from 'better-auth/node';
import { ProblemError } from '../../lib/problem.ts';
import { changePassword } from './commands/change-password.ts';
import { requestEmailChange } from './commands/request-email-change.ts';
import { updateProfile } from './commands/update-profile.ts';
import { presentProfile } from './presenter.ts';

const tags = ['profile'];

export default async function profileRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/me/profile',
    {
      schema: {
        tags,
        summary: 'Update my name, phone and language',
        body: UpdateProfileInput,
        response: { 200: ProfileView.describe('The profile after the change') },
      },
    },
    async (request): Promise<ProfileView> => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      const row = await updateProfile(app.db, {
        userId: actor.user.id,
        ...request.body,
        ip: request.ip,
      });
      return presentProfile(row);
    },
  );

  app.post(
    '/me/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change my password; other sessions end, this browser gets a new session',
        body: ChangePasswordInput,
        response: { 204: z.null().describe('No content; the new session cookie is set') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      const cookies = await changePassword(app.auth, app.db, {
        headers: fromNodeHeaders(request.headers),
        userId: actor.user.id,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.password,
        locale: request.locale,
        ip: request.ip,
      });
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/email',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change my e-mail: a verification link goes to the new address',
        body: ChangeEmailInput,
        response: {
          202: EmailChangeRequestedView.describe(
            'Accepted: the link is on its way to the new address',
          ),
        },
      },
    },
    async (request, reply): Promise<EmailChangeRequestedView> => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      const { me } = await request.identity();
      if (!me) throw new ProblemError('AUTH_REQUIRED');
      await requestEmailChange(app.auth, app.db, {
        headers: fromNodeHeaders(request.headers),
        userId: actor.user.id,
        currentEmail: me.user.email,
        newEmail: request.body.newEmail,
        locale: request.locale,
        ip: request.ip,
      });
      reply.status(202);
      return { newEmail: request.body.newEmail };
    },
  );
}
