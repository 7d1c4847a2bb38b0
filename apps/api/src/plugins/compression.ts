import zlib from 'node:zlib';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Routes whose answers go out as they are: the live events stream (each event must reach the
 * browser when it is written; it takes the raw response over anyway) and stored files (sent
 * with their own length and type; mostly images and PDFs that do not shrink).
 */
const AS_IS = new Set(['GET /api/events', 'GET /api/files/:id']);

const isAsIs = (route: RouteOptions) =>
  [route.method]
    .flat()
    .some((method) => AS_IS.has(`${method === 'HEAD' ? 'GET' : method} ${route.url}`));

/**
 * Compresses what the server renders per request (JSON, problem+json, the HTML page) of 1 KB
 * or more, for clients that ask. Cheap settings, since it runs on every response: brotli at
 * quality 3 (gzip at level 3 for clients without brotli) costs about 30 µs on a 5 KB list and
 * 140 µs on a 37 KB one, and compresses as well as gzip's default level 6. Answers up to
 * 128 KB are compressed in one synchronous call: the plugin's default on two cores streams
 * everything over 8 KB through a zlib stream, which costs several times more (a 37 KB list:
 * ~3 ms of CPU with a brotli stream against ~0.4 ms in one call, measured per request).
 * The web app's files are compressed once, at build time, and sent as they are (web.ts,
 * `preCompressed`); they already carry `content-encoding`, so they are not compressed again.
 * Register before the routes: the choice is made per route.
 */
/** Below this, compressing saves less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;

export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (isAsIs(route)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      global: true,
      // Request bodies stay plain: nothing the API accepts is sent compressed.
      globalDecompression: false,
      threshold: COMPRESS_FROM_BYTES,
      syncThreshold: 128 * 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
      zlibOptions: { level: 3 },
    });
  },
  { name: 'compression' },
);
