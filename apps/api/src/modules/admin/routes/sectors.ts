import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminSector, AdminSectorNode, SectorInput, SectorUpdateInput } from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';
import { createSector } from '../../sectors/commands/create-sector.ts';
import { deleteSector } from '../../sectors/commands/delete-sector.ts';
import { updateSector } from '../../sectors/commands/update-sector.ts';
import { findSector, sectorTree } from '../../sectors/queries.ts';

const SectorParams = z.object({ id: z.string().trim().min(1).max(64) });

/** The two-level sector tree, as platform staff edit it. */
export default async function adminSectorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/sectors',
    {
      schema: {
        tags,
        summary: 'The sector tree, inactive sectors included, with usage counts',
        response: {
          200: z
            .array(AdminSectorNode)
            .describe('Top-level sectors with their children, in display order'),
        },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return sectorTree(app.db);
    },
  );

  app.get(
    '/admin/sectors/:id',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'One sector with its usage count',
        params: SectorParams,
        response: { 200: AdminSector.describe('The sector with its usage count') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const found = await findSector(app.db, request.params.id);
      if (!found) throw new ProblemError('NOT_FOUND');
      return found;
    },
  );

  app.post(
    '/admin/sectors',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Add a sector (slug from the Turkish name; a parent must be top-level)',
        body: SectorInput,
        response: { 201: AdminSector.describe('The new sector') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const created = await createSector(app.db, {
        input: request.body,
        actorUserId: actor.user.id,
        ip: request.ip,
        locale: request.locale,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/admin/sectors/:id',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Rename, move, reorder, activate or deactivate a sector (the slug stays)',
        params: SectorParams,
        body: SectorUpdateInput,
        response: { 200: AdminSector.describe('The sector, changed') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      return updateSector(app.db, {
        id: request.params.id,
        input: request.body,
        actorUserId: actor.user.id,
        ip: request.ip,
        locale: request.locale,
      });
    },
  );

  app.delete(
    '/admin/sectors/:id',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Delete an unused sector without children (otherwise 409: deactivate it)',
        params: SectorParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      await deleteSector(app.db, {
        id: request.params.id,
        actorUserId: actor.user.id,
        ip: request.ip,
        locale: request.locale,
      });
      return reply.status(204).send(null);
    },
  );
}
