import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ProblemError } from '../lib/problem.ts';
import { readSetting } from '../lib/settings.ts';
import { sendProblem } from './errors.ts';
import { escapeMarkup } from '../lib/markup.ts';
import { createPageRenderer, type RenderedBody } from './web-render.ts';

/**
 * A page rendered on the server is readable from its HTML and stylesheets; its scripts only make
 * it interactive. They start once it has been painted (public/boot.js), so on a slow network
 * they do not share the connection with what the visitor reads and sees first.
 */
function startScriptsAfterPaint(html: string, routeScripts: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let page = html.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  const chunks = [...preloads.map((preload) => preload[1] ?? ''), ...routeScripts];
  const boot =
    `<script defer src="/boot.js" data-entry="${escapeMarkup(entry[1])}" ` +
    `data-chunks="${escapeMarkup(chunks.join(' '))}"></script>`;
  return page.replace('</head>', `  ${boot}\n  </head>`);
}

/**
 * Serves the built SPA from the API's port. Unknown /api paths are a problem+json 404; every
 * other GET gets index.html with the title, description, favicon and Open Graph tags of the
 * `seo` document, so links shared before any script runs look right. Assets go out as the build
 * compressed them (brotli or gzip, as the browser accepts); the page is compressed by the
 * compression plugin.
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
        // The build writes .br and .gz beside each text asset (apps/web/vite/precompress.ts).
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (/[\\/](?:sw\.js|[^\\/]+\.webmanifest)(?:\.br|\.gz)?$/.test(filePath)) {
            // The service worker and the app manifests name the build: always revalidated.
            reply.header('cache-control', 'no-cache');
          }
        },
      });
    }
    const template = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : null;
    const renderBody = hasWeb && opts.distDir ? await createPageRenderer(app, opts.distDir) : null;

    async function renderIndex(pagePath: string, body: RenderedBody | null): Promise<string> {
      if (!template) return '';
      const [seo, page] = await Promise.all([
        readSetting(app.db, 'seo'),
        app.publicPages.metaFor(pagePath),
      ]);
      const title = page ? `${page.title} · ${seo.siteTitle}` : seo.siteTitle;
      const description = page?.description ?? seo.siteDescription ?? '';
      const image = page?.image ?? seo.logoUrl;
      const base = app.config.publicUrl.replace(/\/$/, '');
      const absolute = (url: string) => (url.startsWith('/') ? base + url : url);
      const head = [
        `<title>${escapeMarkup(title)}</title>`,
        `<meta name="description" content="${escapeMarkup(description)}" />`,
        `<meta property="og:title" content="${escapeMarkup(page?.title ?? seo.siteTitle)}" />`,
        `<meta property="og:description" content="${escapeMarkup(description)}" />`,
        `<meta property="og:type" content="${page?.type ?? 'website'}" />`,
        // A filtered or paged list (/blogs?category=…&page=2) is the list: one address to share
        // and to index, so previews and search engines do not split it into copies.
        `<meta property="og:url" content="${escapeMarkup(base + pagePath)}" />`,
        `<link rel="canonical" href="${escapeMarkup(base + pagePath)}" />`,
        `<meta property="og:site_name" content="${escapeMarkup(seo.siteTitle)}" />`,
        image ? `<meta property="og:image" content="${escapeMarkup(absolute(image))}" />` : '',
        `<link rel="icon" href="${escapeMarkup(seo.faviconUrl ?? '/favicon.svg')}" />`,
        `<link rel="alternate" type="application/atom+xml" title="Blog" href="/api/blogs/feed.xml" />`,
        `<link rel="alternate" type="application/atom+xml" title="Duyurular" href="/api/announcements/feed.xml" />`,
        ...(body?.styles ?? []).map(
          (href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}" />`,
        ),
        // A page rendered in the browser needs its route's code at once.
        ...(body && !body.root ? body.scripts : []).map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}" />`,
        ),
      ].join('\n    ');
      let html = template.replace(/<title>[\s\S]*?<\/title>/, head);
      if (body) html = html.replace(/<html lang="[a-z]+"/, `<html lang="${body.locale}"`);
      if (body?.root) {
        html = startScriptsAfterPaint(
          html.replace('<div id="root"></div>', body.root),
          body.scripts,
        );
      }
      return html;
    }

    const isApi = (url: string) => url === '/api' || /^\/api[/?]/.test(url);

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (!template || isApi(request.url)) {
        return sendProblem(reply, request, new ProblemError('NOT_FOUND'));
      }
      const pagePath = request.url.split('?')[0] ?? '/';
      const body = renderBody ? await renderBody(request, pagePath) : null;
      const page = await renderIndex(pagePath, body);
      return (
        reply
          .code(body?.status ?? 200)
          .type('text/html; charset=utf-8')
          // The page may carry the visitor's own data (their name in the header): never shared.
          .header('cache-control', 'private, no-cache')
          .header('vary', 'cookie')
          .send(page)
      );
    }

    // The page answers every GET that no API route or asset does: as routes rather than from
    // the not-found handler, so that route hooks (compression) apply to it too.
    app.get('/', { schema: { hide: true } }, sendPage);
    app.get('/*', { schema: { hide: true } }, sendPage);
    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, request, new ProblemError('NOT_FOUND')),
    );
  },
  { name: 'web', dependencies: ['db', 'errors', 'compression', 'public-pages'] },
);
