import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { Locale } from '@teklifal/core';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { pagesIn } from './app/routes/lazy-page.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { i18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { ServerRenderContext, type ServerRenderReport } from './lib/server-render.ts';

/** The visitor a page is rendered for, and how the API answers them in this process. */
export interface PageRequest {
  /** Path and query of the page, '/blogs?page=2'. */
  url: string;
  locale: Locale;
  /** An API request made for this visitor (with their cookies), answered in-process. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  /** The markup that goes inside #root, or null: the page was not complete (see below). */
  html: string | null;
  /** The data the page was rendered with, for the browser's first render to match it. */
  queries: DehydratedState;
  /** 404 when no route but the catch-all matched. */
  status: number;
  /** The manifest names of the page's lazily loaded modules, to link in the head. */
  modules: string[];
}

const visitor = new AsyncLocalStorage<PageRequest>();
setApiTransport((url, init) => {
  const request = visitor.getStore();
  if (!request) throw new Error('An API request outside a page being rendered');
  return request.fetchApi(url, init);
});

/**
 * Pages the browser renders: their content is the visitor's (a token in the URL), or they are a
 * form first (sign-in, registration, contact), which a visitor fills in at once: one sent before
 * its scripts ran would go out as the browser's own submission, the password in the address.
 */
const NOT_RENDERED = [
  /^\/(invite|reset-password|verify-email|unsubscribe|email-unsubscribe)\b/,
  /^\/(login|logout|register|forgot-password|setup|contactus)\b/,
  // The back office: staff at their desks, and its rich-text editor exists only in a browser.
  /^\/admin\b/,
];

/** The lazily loaded pages of the routes that match a path, outermost first. */
function pagesOf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return { pages: matches.flatMap((match) => pagesIn(match.route.element)), matches };
}

/** Loads the code of a path's pages and names their modules (for the head's links). */
export async function pageModules(path: string): Promise<string[]> {
  const { pages } = pagesOf(path);
  await Promise.all(pages.map((page) => page.preload()));
  return pages.map((page) => page.moduleId()).filter((id): id is string => Boolean(id));
}

/**
 * Whether the server renders a path: the public pages and the signed-in app's. A signed-in page
 * is rendered for its visitor (their session's cookies reach the API in this process); if its
 * guard turns them away, the browser takes over (see renderPage).
 */
export function isRenderedAhead(path: string): boolean {
  return !NOT_RENDERED.some((pattern) => pattern.test(path));
}

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: unknown }).enabled;
  return typeof option === 'function' ? option(query) !== false : option !== false;
};

/**
 * The queries the last render asked for and nobody has fetched yet; not those that ask the
 * browser itself (`meta.browserOnly`: push permission, the device's subscription), which the
 * page shows as still checking until the browser answers.
 */
const unfetched = (queries: Query[]) =>
  queries.filter(
    (query) =>
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      query.options.queryFn &&
      query.meta?.browserOnly !== true &&
      enabled(query),
  );

/**
 * At most this many rounds of render → fetch what it asked for: a signed-in page asks for the
 * visitor first (its guard), then its own data, then what depends on that (an ad, then its bids).
 */
const MAX_ROUNDS = 5;

/**
 * Renders a public page for one visitor: the page's code is loaded first, then the page is
 * rendered until it asks for no new data (each round fetches what the previous render's
 * queries wanted, from the API in this process), and the data goes with the HTML so the
 * browser's first render is the same page.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const path = request.url.split('?')[0] ?? '/';
  const modules = await pageModules(path);
  const { matches } = pagesOf(path);
  const status = matches.at(-1)?.route.path === '*' ? 404 : 200;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  if (context instanceof Response) throw new Error('A public route answered with a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });

  return visitor.run(request, async () => {
    let html = '';
    let report: ServerRenderReport = { waiting: false };
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      report = { waiting: false };
      const drawn = report;
      html = renderOnce(request.locale, () => (
        <StrictMode>
          <ServerRenderContext value={drawn}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerRenderContext>
        </StrictMode>
      ));
      const wanted = unfetched(queryClient.getQueryCache().getAll());
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }
    const queries = dehydrate(queryClient);
    // Nothing of one visitor's page stays in memory for the next one.
    queryClient.clear();
    // A page still waiting (a guard sending the visitor to sign in, data that did not come) is
    // drawn by the browser, which goes on from there; a loader is not worth sending.
    if (report.waiting) return { html: null, queries, status, modules };
    return { html, queries, status, modules };
  });
}

/** One synchronous render in the visitor's language (the i18n instance is the app's one). */
function renderOnce(locale: Locale, app: () => ReactNode): string {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (i18n.language !== locale) throw new Error(`Could not switch the language to ${locale}`);
  return renderToString(app());
}
