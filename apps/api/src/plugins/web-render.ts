import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, LANGUAGE_COOKIE, type Locale } from '@teklifal/core';

/** What the web app's server build (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage(request: {
    url: string;
    locale: Locale;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string | null; queries: unknown; status: number; modules: string[] }>;
  pageModules(path: string): Promise<string[]>;
  isRenderedAhead(path: string): boolean;
}

/** An entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A page as the web plugin sends it: markup for #root and what its route needs. */
export interface RenderedBody {
  status: number;
  locale: Locale;
  /** `<div id="root">…</div>` and the data script, or null: the browser renders the page. */
  root: string | null;
  /** The addresses of the route's stylesheets and chunks, beyond the shell's. */
  styles: string[];
  scripts: string[];
}

/** JSON inside a script element: nothing in it can close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function languageOf(request: FastifyRequest): Locale {
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(cookie);
  return match && isLocale(match[1]) ? match[1] : 'tr';
}

/** The build's chunks and stylesheets a set of modules needs beyond what the shell loads. */
function chunksFor(manifest: Manifest, modules: string[]): { styles: string[]; scripts: string[] } {
  const shell = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, shell);
  const needed = new Set<string>();
  for (const id of modules) collect(id, needed);
  const styles = new Set<string>();
  const scripts: string[] = [];
  for (const key of needed) {
    const chunk = manifest[key];
    if (shell.has(key) || !chunk) continue;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  }
  return { styles: [...styles], scripts };
}

/**
 * Server rendering of the pages (apps/web/src/entry-server.tsx, built beside the web app into
 * `<dist>-ssr`): public pages and the signed-in app's, for their visitor. Their text and images
 * are in the first HTML, for phones on slow networks, crawlers and link previews. Every page,
 * rendered here or not, also gets links to the chunks and stylesheets of its route, so the
 * browser loads them at once rather than one lazy import after another. Without a server build
 * the browser renders everything, as before.
 */
export async function createPageRenderer(app: FastifyInstance, distDir: string) {
  const entryFile = path.join(`${distDir.replace(/[/\\]$/, '')}-ssr`, 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile)) {
    app.log.info({ entryFile }, 'no server build of the web app: pages render in the browser');
    return null;
  }
  // Loaded beside the start, not before it: the server build pulls in React and Mantine, which
  // takes seconds on a busy machine; a page asked for meanwhile waits for it.
  const loading = (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch(
    (error: unknown) => {
      app.log.error(
        { err: error, entryFile },
        'the server build did not load: pages render in the browser',
      );
      return null;
    },
  );
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};

  /** An API request for the visitor, answered by this process with their cookies and language. */
  const apiFor =
    (request: FastifyRequest, locale: Locale) => async (url: string, init: RequestInit) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: {
          accept: 'application/json',
          'accept-language': locale,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          'user-agent': request.headers['user-agent'] ?? '',
          'x-forwarded-for': request.ip,
        },
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };

  return async function renderBody(
    request: FastifyRequest,
    pagePath: string,
  ): Promise<RenderedBody> {
    const locale = languageOf(request);
    const entry = await loading;
    if (!entry) return { status: 200, locale, root: null, styles: [], scripts: [] };
    try {
      if (!entry.isRenderedAhead(pagePath)) {
        const modules = await entry.pageModules(pagePath);
        return { status: 200, locale, root: null, ...chunksFor(manifest, modules) };
      }
      const page = await entry.renderPage({
        url: request.url,
        locale,
        fetchApi: apiFor(request, locale),
      });
      // Not complete on the server (a guard turned the visitor away): the browser draws it.
      if (page.html === null) {
        return { status: page.status, locale, root: null, ...chunksFor(manifest, page.modules) };
      }
      return {
        status: page.status,
        locale,
        root:
          `<div id="root" data-ssr="${locale}">${page.html}</div>\n` +
          `    <script type="application/json" id="ssr-queries">${scriptJson(page.queries)}</script>`,
        ...chunksFor(manifest, page.modules),
      };
    } catch (error) {
      request.log.error(
        { err: error, path: pagePath },
        'server rendering failed; sending the shell',
      );
      return { status: 200, locale, root: null, styles: [], scripts: [] };
    }
  };
}
