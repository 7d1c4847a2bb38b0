import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A free port, chosen once: workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'teklifal-e2e-'));
process.env.E2E_ADMIN_EMAIL ??= 'admin@teklifal.test';
process.env.E2E_ADMIN_PASSWORD ??= 'Yonetici2026';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker (apps/web/src/sw.ts) would install in every test's context and
    // download the whole precache, and requests it answers (navigations) pass by page.route.
    // e2e/pwa.spec.ts, which tests the worker, allows it in contexts of its own.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // Builds apps/web/dist when stale; WEB_DIST=<folder> serves a build of one's own instead
    // (vite build --outDir <folder>), leaving apps/web/dist alone.
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: 'true',
      // e2e/push.spec.ts's push service: https on 127.0.0.1, its certificate trusted (e2e only).
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: 'e2e/support/push-service-cert.pem',
    },
  },
});
