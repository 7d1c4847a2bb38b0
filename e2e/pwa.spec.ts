import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import { approvedCompany } from './support/companies.ts';
import { expect, logIn, test as base } from './support/fixtures.ts';

/**
 * The installable app: its manifest, the service worker (apps/web/src/sw.ts), the offline page
 * and the "Yeni sürüm hazır" notice. Each test gets a browser profile of its own on disk:
 * Chrome offers no install in a private (incognito) context, which is what a test's context
 * is, and the config blocks service workers for every other spec.
 */
const test = base.extend<{ app: { context: BrowserContext; page: Page } }>({
  app: async ({ browser, baseURL, locale, timezoneId, extraHTTPHeaders, launchOptions }, use) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'teklifal-pwa-'));
    const context = await browser.browserType().launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      locale,
      timezoneId,
      extraHTTPHeaders,
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await use({ context, page });
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
});

/** Opens the home page and waits until the service worker has installed and took the page. */
async function openInstalled(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function appManifest(cdp: CDPSession) {
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  return { url, errors, manifest: JSON.parse(data ?? '{}') as Manifest };
}

/** Every address the service worker's caches hold, as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths.sort();
  });

const updateNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Yeni sürüm' });

test('Chrome finds the app installable, with its names, colours and icons in each language', async ({
  app: { context, page },
}) => {
  await openInstalled(page);
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

  const turkish = await appManifest(cdp);
  expect(turkish.errors).toEqual([]);
  expect(new URL(turkish.url).pathname).toBe('/manifest.webmanifest');
  expect(turkish.manifest).toMatchObject({
    name: 'TeklifAl: B2B satın alma',
    short_name: 'TeklifAl',
    lang: 'tr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1971c2',
    background_color: '#f8f9fa',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1971c2');

  const icons = [
    ...turkish.manifest.icons,
    { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
  ];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
    '180x180 any',
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // A PNG's width and height are the first two fields of its header chunk.
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );

  // The interface in English links the English manifest: installing then takes English names.
  await page.getByTestId('language-picker').first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.en.webmanifest',
  );
  await expect.poll(async () => (await appManifest(cdp)).manifest.lang).toBe('en');
  const english = await appManifest(cdp);
  expect(english.errors).toEqual([]);
  expect(english.manifest).toMatchObject({
    name: 'TeklifAl: B2B procurement',
    start_url: '/dashboard',
    theme_color: '#1971c2',
  });
  expect(english.manifest.icons).toEqual(turkish.manifest.icons);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
});

test('the service worker controls the page and keeps the build’s files, never pages or API answers', async ({
  app: { context, page },
}) => {
  await openInstalled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );

  const precached = await cachedPaths(page);
  expect(precached).toContain('/offline.html');
  expect(precached.some((file) => /^\/assets\/.+\.js$/.test(file))).toBe(true);
  expect(precached.some((file) => /^\/assets\/.+\.css$/.test(file))).toBe(true);
  expect(precached).toContain('/icons/icon-192.png');
  // No compressed copies, source maps, HTML page or API answers.
  expect(precached.filter((file) => /\.(br|gz|map)$|^\/api\/|^\/index\.html$/.test(file))).toEqual(
    [],
  );

  // Browsing public pages adds nothing to the caches.
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/kvkk');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cachedPaths(page)).toEqual(precached);

  // An API address opened as a page (a feed, a download) goes to the server once: the page's
  // request is answered by the worker, with the one it made (not twice, it and the browser).
  const healthRequests: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/health') healthRequests.push(request);
  });
  await page.goto('/api/health');
  await expect(page.locator('body')).toContainText('"status":"ok"');
  const fromServer = await Promise.all(
    healthRequests.map(
      async (request) =>
        request.serviceWorker() !== null || !(await request.response())?.fromServiceWorker(),
    ),
  );
  expect(fromServer.filter(Boolean)).toHaveLength(1);
  expect(await cachedPaths(page)).toEqual(precached);

  // A fresh install has no newer version waiting: no notice, also on a page opened under it.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(updateNotice(page)).toHaveCount(0);
});

test('a seller’s API calls and live events pass by the worker, and nothing of theirs is kept', async ({
  app: { context, page },
}) => {
  const seller = await approvedCompany({
    name: 'Çevrimdışı Ambalaj A.Ş.',
    person: 'Selin Çevrim',
    roles: ['seller'],
  });
  await openInstalled(page);
  const precached = await cachedPaths(page);
  /** API requests the worker made itself: none, all go from the page to the network. */
  const byWorker: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.serviceWorker() && pathname.startsWith('/api/')) byWorker.push(pathname);
  });

  await page.goto('/login');
  const liveEvents = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await logIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const stream = await (await liveEvents).response();
  expect(stream?.headers()['content-type']).toMatch(/^text\/event-stream/);
  expect(stream?.fromServiceWorker()).toBe(false);
  await page.getByRole('link', { name: 'İlanlar' }).first().click();
  await expect(page).toHaveURL(/\/ads/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(byWorker).toEqual([]);
  expect(await cachedPaths(page)).toEqual(precached);
});

test('without a connection a page shows the offline page, and comes back with the connection', async ({
  app: { context, page },
}) => {
  await openInstalled(page);
  await context.setOffline(true);

  await page.goto('/blogs/cevrimdisi-acilan-sayfa');
  await expect(page).toHaveURL(/\/blogs\/cevrimdisi-acilan-sayfa$/);
  await expect(page).toHaveTitle('Bağlantı yok · TeklifAl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İnternet bağlantısı yok');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tekrar dene · Try again' })).toBeVisible();
  // API answers are never kept for later: offline, a call fails.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // Back online, the page loads itself again: now the app's own page for that address.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('İnternet bağlantısı yok');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
});

test('a new version waiting is offered, and "Yenile" starts it with a single reload', async ({
  app: { page },
}) => {
  // The scripts the page registers, in order. The app registers /sw.js after its load event,
  // from a chunk it loads then; registered after the next version below, it would make /sw.js
  // the version waiting again (a registration has one script address), and "Yenile" would then
  // start that one.
  await page.addInitScript(() => {
    const registered: string[] = [];
    Object.assign(window, { registeredWorkers: registered });
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (url, options) => {
      registered.push(String(url));
      return register(url, options);
    };
  });
  await openInstalled(page);
  // A page opened under a worker, as a returning user's: an update is then a new version.
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() =>
    (window as unknown as { registeredWorkers: string[] }).registeredWorkers.some((url) =>
      url.endsWith('/sw.js'),
    ),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(updateNotice(page)).toHaveCount(0);

  // Another build's worker: the same script under another address counts as a new version for
  // the browser, which installs it beside the running one, where it waits.
  const nextVersion = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?version=next');
    return registration.installing?.scriptURL;
  });
  expect(nextVersion).toMatch(/\/sw\.js\?version=next$/);

  const notice = updateNotice(page);
  await expect(notice).toContainText('Yeni sürüm hazır');
  await expect(notice).toContainText('sayfayı yenileyince açılır');
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="app-update"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  let loads = 0;
  page.on('load', () => loads++);
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Yenile' }).click();
  await reloaded;
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    nextVersion,
  );
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
});
