import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserListItem,
  AdminUserPage,
  AdminUsersQuery,
  BanUserInput,
  SetUserRoleInput,
} from '@teklifal/core';
import { banUser } from '../commands/ban-user.ts';
import { setUserRole } from '../commands/set-user-role.ts';
import { unbanUser } from '../commands/unban-user.ts';
import { listUsers, presentOneUser } from '../queries/users.ts';

const UserParams = z.object({ id: z.string().trim().min(1).max(64) });

/** Users of the platform: search, ban and unban, platform admin rights. */
export default async function adminUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Users: search by name or e-mail, filter by role and ban, with their company',
        querystring: AdminUsersQuery,
        response: { 200: AdminUserPage.describe('A page of users, each with their company') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      return listUsers(app.db, request.query, actor.user.id);
    },
  );

  app.post(
    '/admin/users/:id/ban',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Ban a user: sessions end at once and sign-in is refused',
        params: UserParams,
        body: BanUserInput,
        response: { 200: AdminUserListItem.describe('The user, now banned') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const row = await banUser(app.db, {
        userId: request.params.id,
        reason: request.body.reason,
        actorUserId: actor.user.id,
        ip: request.ip,
        locale: request.locale,
      });
      return presentOneUser(app.db, row, actor.user.id);
    },
  );

  app.post(
    '/admin/users/:id/unban',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Lift the ban of a user',
        params: UserParams,
        response: { 200: AdminUserListItem.describe('The user, no longer banned') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const row = await unbanUser(app.db, {
        userId: request.params.id,
        actorUserId: actor.user.id,
        ip: request.ip,
        locale: request.locale,
      });
      return presentOneUser(app.db, row, actor.user.id);
    },
  );

  app.post(
    '/admin/users/:id/role',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Grant or remove platform admin rights (never one’s own, never the last admin’s)',
        params: UserParams,
        body: SetUserRoleInput,
        response: { 200: AdminUserListItem.describe('The user with their new platform role') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const row = await setUserRole(app.db, {
        userId: request.params.id,
        role: request.body.role,
        actorUserId: actor.user.id,
        ip: request.ip,
        locale: request.locale,
      });
      return presentOneUser(app.db, row, actor.user.id);
    },
  );
}
