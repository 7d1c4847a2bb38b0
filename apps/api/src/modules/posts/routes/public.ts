import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POST_COLLECTIONS, PostPage, PostsQuery, PostView, type PostKind } from '@teklifal/core';
import { findImagesByUrl } from '../../files/queries.ts';
import { idParam } from '../../../lib/params.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { rememberedPublicAnswer, sendRemembered } from '../../../lib/remembered-answer.ts';
import { presentPostCard, presentPostView } from '../presenter.ts';
import { findPublishedPost, listPublishedPosts } from '../queries.ts';

const PostParams = z.object({ id: idParam });

/**
 * The public lists and articles; drafts and posts scheduled for later are not found. Kept in
 * memory on the embedded database, serialized and compressed once, and sent from there before
 * the request is validated again (lib/remembered-answer.ts).
 */
export default async function publicPostRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const [kind, collection] of Object.entries(POST_COLLECTIONS) as [PostKind, string][]) {
    const noun = kind === 'blog' ? 'blog posts' : 'announcements';

    app.get(
      `/${collection}`,
      {
        schema: {
          tags: ['content'],
          summary: `Published ${noun}, newest first`,
          querystring: PostsQuery,
          response: { 200: PostPage.describe(`A page of ${noun} as cards`) },
        },
        preParsing: rememberedPublicAnswer,
      },
      async (request, reply) =>
        sendRemembered(request, reply, {
          actor: null,
          clock: ['postSchedule'],
          load: async () => {
            const { page, pageSize } = request.query;
            const listed = await listPublishedPosts(app.db, kind, request.query);
            const images = await findImagesByUrl(
              app.db,
              listed.rows.map((row) => row.coverImageUrl),
            );
            const items = listed.rows.map((row) => presentPostCard(row, images));
            return { items, page, pageSize, total: listed.total, categories: listed.categories };
          },
        }),
    );

    app.get(
      `/${collection}/:id`,
      {
        config: { access: 'public:published-content' },
        schema: {
          tags: ['content'],
          summary: `One of the published ${noun}, with the ones before and after it`,
          params: PostParams,
          response: { 200: PostView.describe('The article') },
        },
        preParsing: rememberedPublicAnswer,
      },
      async (request, reply) =>
        sendRemembered(request, reply, {
          actor: null,
          // A scheduled post appears, and becomes the one before or after this one.
          clock: ['postSchedule'],
          load: async () => {
            const found = await findPublishedPost(app.db, kind, request.params.id);
            if (!found) throw new ProblemError('NOT_FOUND');
            const images = await findImagesByUrl(app.db, [found.row.coverImageUrl]);
            return presentPostView(found.row, found.neighbours, images);
          },
        }),
    );
  }
}
