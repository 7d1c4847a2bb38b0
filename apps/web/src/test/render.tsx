import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type {
  ContactInfoView,
  Me,
  MeCompany,
  MeUser,
  ProblemCode,
  SeoSettingsView,
} from '@teklifal/core';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';

/** One request the app sent to the stubbed API. */
export interface ApiRequest {
  method: string;
  /** Path and query, e.g. `/api/me`. */
  path: string;
  body: unknown;
}

export type ApiHandler = (request: ApiRequest) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A problem+json answer, shaped like the API's. */
export const problemResponse = (
  status: number,
  code: ProblemCode,
  title: string,
  extra: Record<string, unknown> = {},
) =>
  new Response(
    JSON.stringify({
      type: `https://teklifal.dev/problems/${code}`,
      title,
      status,
      code,
      ...extra,
    }),
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

export const OWN_COMPANY_ID = 'company-own';
export const OTHER_COMPANY_ID = 'company-other';

export const testUser = (overrides: Partial<MeUser> = {}): MeUser => ({
  id: 'user-1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  emailVerified: true,
  phone: '+905321234567',
  locale: 'tr',
  role: 'user',
  ...overrides,
});

export const testCompany = (overrides: Partial<MeCompany> = {}): MeCompany => ({
  id: OWN_COMPANY_ID,
  name: 'Yılmaz Makina A.Ş.',
  adminUserId: 'user-1',
  isBuyerConfirmed: 'no',
  isSellerConfirmed: 'no',
  ...overrides,
});

/** A signed-in user; `company: null` for one that has not created a company yet. */
export const testMe = (company: Partial<MeCompany> | null, user: Partial<MeUser> = {}): Me => ({
  user: testUser(user),
  company: company ? testCompany(company) : null,
  companyRole: company ? 'owner' : null,
});

export const SEO: SeoSettingsView = {
  siteTitle: 'TeklifAl',
  siteDescription: null,
  faviconUrl: null,
  logoUrl: null,
  logoImage: null,
};

export const CONTACT: ContactInfoView = {
  socials: [],
  email: 'destek@teklifal.com',
  phone: '0212 123 45 67',
  address: 'İstanbul',
};

const EMPTY_POSTS = { items: [], page: 1, pageSize: 9, total: 0, categories: [] };

export interface ApiOptions {
  /** The session: a Me object, or null for an anonymous visitor (the default). */
  me?: Me | null;
  contact?: ContactInfoView;
  /** Extra or replacing answers, keyed `METHOD /api/path`. */
  handlers?: Record<string, ApiHandler>;
}

/**
 * Stubs `fetch` with a small router that answers like the real API. A successful
 * `POST /api/auth/sign-out` ends the session, so `/api/me` answers 401 afterwards.
 */
export function stubApi(options: ApiOptions = {}) {
  let me = options.me ?? null;
  const requests: ApiRequest[] = [];
  const defaults: Record<string, ApiHandler> = {
    // As the server: the session probe (optional=true) gets null, other callers a 401.
    'GET /api/me': (request) =>
      me
        ? jsonResponse(200, me)
        : request.path.includes('optional=true')
          ? jsonResponse(200, null)
          : problemResponse(401, 'AUTH_REQUIRED', 'Bu işlem için giriş yapmalısınız'),
    'GET /api/settings/seo': () => jsonResponse(200, SEO),
    // Nobody is invited to a team unless a test says so (#13).
    'GET /api/me/invitations': () => jsonResponse(200, { items: [] }),
    'GET /api/settings/contact': () => jsonResponse(200, options.contact ?? CONTACT),
    'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
    'POST /api/newsletter': () => jsonResponse(201, { status: 'subscribed' }),
    // The home page's live sections, empty unless a test says otherwise.
    'GET /api/site/figures': () =>
      jsonResponse(200, { openAds: null, approvedCompanies: null, completedOrders: null }),
    'GET /api/blogs': () => jsonResponse(200, EMPTY_POSTS),
    'GET /api/announcements': () => jsonResponse(200, EMPTY_POSTS),
  };
  const handlers = { ...defaults, ...options.handlers };

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : String(input);
    const url = new URL(href, 'http://localhost');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const request: ApiRequest = {
      method,
      path: `${url.pathname}${url.search}`,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return problemResponse(404, 'NOT_FOUND', 'Aradığınız kayıt bulunamadı');
    const response = await handler(request);
    if (method === 'POST' && url.pathname === '/api/auth/sign-out' && response.ok) me = null;
    return response;
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    requests,
    fetch: fetchStub,
    /** The requests sent to one `METHOD /api/path`. */
    sent: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path.split('?')[0] === path),
  };
}

/**
 * Renders the whole app (real providers and routes) in a memory router at `path`, with the
 * API stubbed. `location()` tells where the router is now.
 */
export const renderApp = (path: string, options: ApiOptions = {}) =>
  renderRoutes(routes, path, options);

/**
 * Renders some routes (a part of the app, or one component at the address it lives at) with
 * the app's real providers, in a memory router at `path`, with the API stubbed.
 */
export function renderRoutes(routeList: RouteObject[], path: string, options: ApiOptions = {}) {
  const api = stubApi(options);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    api,
    router,
    user,
    queryClient,
    location: () => router.state.location,
  };
}

/** Unmounts, forgets shown notifications and restores the real `fetch`; for `afterEach`. */
export function resetApp() {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
}

/** The site's header (Mantine's modal header is a `<header>` too, so not just any banner). */
export function siteHeader(): HTMLElement {
  const header = screen.getByTestId('default-logo').closest('header');
  if (!header) throw new Error('The site header is not rendered');
  return header;
}
