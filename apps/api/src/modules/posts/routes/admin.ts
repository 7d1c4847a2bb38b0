import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPostPage,
  AdminPostsQuery,
  AdminPostView,
  NewPostInput,
  PostInput,
} from '@teklifal/core';
import { idParam } from '../../../lib/params.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { createPost } from '../commands/create-post.ts';
import { deletePost } from '../commands/delete-post.ts';
import { updatePost } from '../commands/update-post.ts';
import { presentAdminPost, presentAdminPostListItem } from '../presenter.ts';
import { findPost, listPostsForStaff } from '../queries.ts';

const PostParams = z.object({ id: idParam });

/** Staff write the blog and the announcements here (platform admins only). */
export default async function adminPostRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/posts',
    {
      schema: {
        tags,
        summary: 'Blog posts and announcements, drafts included, last edited first',
        querystring: AdminPostsQuery,
        response: { 200: AdminPostPage.describe('A page of posts') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const { page, pageSize } = request.query;
      const { rows, total } = await listPostsForStaff(app.db, request.query);
      return { items: rows.map(presentAdminPostListItem), page, pageSize, total };
    },
  );

  app.get(
    '/admin/posts/:id',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'One post as staff edit it',
        params: PostParams,
        response: { 200: AdminPostView.describe('The post') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const row = await findPost(app.db, request.params.id);
      if (!row) throw new ProblemError('NOT_FOUND');
      return presentAdminPost(row);
    },
  );

  app.post(
    '/admin/posts',
    {
      schema: {
        tags,
        summary: 'Write a blog post or an announcement (the HTML is sanitized)',
        body: NewPostInput,
        response: { 201: AdminPostView.describe('The post, created') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const { kind, ...input } = request.body;
      const row = await createPost(app.db, {
        kind,
        input,
        actorUserId: actor.user.id,
        ip: request.ip,
      });
      return reply.status(201).send(presentAdminPost(row));
    },
  );

  app.put(
    '/admin/posts/:id',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Rewrite, publish, schedule or unpublish a post (the HTML is sanitized)',
        params: PostParams,
        body: PostInput,
        response: { 200: AdminPostView.describe('The post, saved') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const row = await updatePost(app.db, {
        postId: request.params.id,
        input: request.body,
        actorUserId: actor.user.id,
        ip: request.ip,
      });
      return presentAdminPost(row);
    },
  );

  app.delete(
    '/admin/posts/:id',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Delete a post for good',
        params: PostParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      await deletePost(app.db, {
        postId: request.params.id,
        actorUserId: actor.user.id,
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  );
}
