import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ProblemError } from '../lib/problem.ts';
import { readSetting } from '../lib/settings.ts';
import { sendProblem } from './errors.ts';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the built SPA from the API's port. Unknown /api paths are a problem+json 404; every
 * other GET gets index.html with the title, description, favicon and Open Graph tags of the
 * `seo` document, so links shared before any script runs look right.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, opts: { distDir: string | undefined }) {
    const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
    const hasWeb = indexFile !== undefined && existsSync(indexFile);
    if (hasWeb && opts.distDir) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    const template = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : null;

    async function renderIndex(): Promise<string> {
      if (!template) return '';
      const seo = await readSetting(app.db, 'seo');
      const description = seo.siteDescription ?? '';
      const head = [
        `<title>${escapeAttr(seo.siteTitle)}</title>`,
        `<meta name="description" content="${escapeAttr(description)}" />`,
        `<meta property="og:title" content="${escapeAttr(seo.siteTitle)}" />`,
        `<meta property="og:description" content="${escapeAttr(description)}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:url" content="${escapeAttr(app.config.publicUrl)}" />`,
        seo.logoUrl ? `<meta property="og:image" content="${escapeAttr(seo.logoUrl)}" />` : '',
        `<link rel="icon" href="${escapeAttr(seo.faviconUrl ?? '/favicon.svg')}" />`,
      ].join('\n    ');
      return template.replace(/<title>[\s\S]*?<\/title>/, head);
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api';
      if (!isPage || !template) return sendProblem(reply, request, new ProblemError('NOT_FOUND'));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await renderIndex());
    });

    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      if (!template) return sendProblem(reply, request, new ProblemError('NOT_FOUND'));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await renderIndex());
    });
  },
  { name: 'web', dependencies: ['db', 'errors'] },
);
