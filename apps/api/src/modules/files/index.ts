import type { FastifyInstance } from 'fastify';
import { startImageFactsFill } from './images/fill-image-facts.ts';
import type { AttachmentReaders } from './attachment-readers.ts';
import fileRouteHandlers from './routes.ts';

/**
 * Files: uploads (checked by their content, not their name) and downloads by who may see them;
 * images also in the sizes a page needs. On start, images uploaded before the server read
 * their size get it in the background (see fill-image-facts.ts).
 */
export default async function filesRoutes(
  fastify: FastifyInstance,
  options: { attachmentReaders: AttachmentReaders },
) {
  await fastify.register(fileRouteHandlers, { attachmentReaders: options.attachmentReaders });

  let fill: ReturnType<typeof startImageFactsFill> | null = null;
  fastify.addHook('onReady', async () => {
    fill = startImageFactsFill(fastify.db, fastify.files, fastify.log);
  });
  fastify.addHook('onClose', async () => {
    await fill?.stop();
  });
}
