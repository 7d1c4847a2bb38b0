import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logIn } from './support/fixtures.ts';
import {
  expect,
  shownNotifications,
  stubPushManager,
  tapNotification,
  test,
  waitForWorker,
  workerRegistrationId,
} from './support/push-browser.ts';
import { startLocalPushService, type LocalPushService } from './support/push-service.ts';
import { createPushWorld } from './support/push-world.ts';

/**
 * Web push end to end (#28): a seller turns notifications on in the browser, the server's
 * encrypted push for a new ad in their sector reaches the local push service (decrypted there
 * with the subscription's keys), the app's service worker shows it, and tapping it opens the
 * ad. Chromium's push service (Google's) is out of reach: the page's PushManager hands out
 * the local service's subscriptions (support/push-browser.ts).
 */

let service: LocalPushService;
test.beforeAll(async () => {
  service = await startLocalPushService();
});
test.afterAll(async () => {
  await service.close();
});

async function signInAt(page: Page, email: string, path: string) {
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(path);
}

const axeProblems = async (page: Page, selector: string) =>
  (
    await new AxeBuilder({ page })
      .include(selector)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
  ).violations.map((violation) => `${violation.id}: ${violation.help}`);

test('a new ad in the seller’s sector is pushed, shown by the worker, and opens the ad when tapped', async ({
  pushBrowser: { context, page },
  baseURL,
}) => {
  const world = await createPushWorld();
  const subscription = service.subscribe();
  await stubPushManager(page, subscription);
  await signInAt(page, world.seller.email, '/profile');
  const worker = await waitForWorker(context, page);

  const devices = page.getByRole('region', { name: 'Anlık bildirimler' });
  await expect(devices.getByText('Henüz anlık bildirim alan bir cihazınız yok.')).toBeVisible();
  await devices.getByRole('button', { name: 'Bu cihazda bildirimleri aç' }).click();
  await expect(page.getByText('Bu cihazda bildirimler açıldı.')).toBeVisible();
  await expect(devices.getByText('Bu cihaz açık')).toBeVisible();
  const device = devices.getByTestId('push-device');
  await expect(device).toHaveCount(1);
  await expect(device).toContainText('Chrome · Windows');
  await expect(device).toContainText('Bu cihaz');
  await expect(device).toContainText('Son bildirim: Henüz yok');
  expect(await axeProblems(page, 'main')).toEqual([]);

  // The buyer publishes; the seller's device gets the bell's text, encrypted for it alone.
  const title = `Baskılı koli alımı ${Date.now() % 100_000}`;
  const ad = await world.publishAd(title);
  const push = await service.nextPush(subscription.endpoint);
  expect(service.rejected).toEqual([]);
  expect(push.payload).toMatchObject({
    type: 'newAdInSector',
    body: `Sektörünüzde yeni ilan: ${title}`,
  });
  expect(push.payload.title).not.toBe('');
  expect(push.payload.route).toContain(ad.id);
  expect(push.ttl).toBe(24 * 60 * 60);
  expect(push.urgency).toBe('normal');
  expect(push.vapid.aud).toBe(service.origin);
  const route = push.payload.route ?? '';

  // The push, as Chrome would hand it to the worker.
  await page.goto('/dashboard');
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistrationId(cdp, `${baseURL}/`);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId,
    data: JSON.stringify(push.payload),
  });
  await expect
    .poll(() => shownNotifications(worker))
    .toEqual([
      {
        title: push.payload.title,
        body: `Sektörünüzde yeni ilan: ${title}`,
        tag: push.payload.id,
        data: { route },
      },
    ]);

  // A push that is not the server's shows nothing.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId,
    data: 'not json',
  });
  await page.waitForTimeout(500);
  expect(await shownNotifications(worker)).toHaveLength(1);

  // Tapping it closes it and takes the open tab to the ad.
  await tapNotification(worker);
  await expect(page).toHaveURL(`${baseURL}${route}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => shownNotifications(worker)).toEqual([]);

  // The device list says when it last got one.
  await page.goto('/profile');
  await expect(devices.getByTestId('push-device')).not.toContainText('Son bildirim: Henüz yok');
  await world.dispose();
});

test('from the bell: turned on in a dialog, then listed and removed on the profile', async ({
  pushBrowser: { context, page },
}) => {
  const world = await createPushWorld();
  const subscription = service.subscribe();
  await stubPushManager(page, subscription);
  await signInAt(page, world.seller.email, '/dashboard');
  await waitForWorker(context, page);

  await page.getByTestId('notification-bell').click();
  await page.getByTestId('push-offer').click();
  const dialog = page.getByRole('dialog', { name: 'Bu cihazda anlık bildirimler' });
  await dialog.getByRole('button', { name: 'Bu cihazda bildirimleri aç' }).click();
  await expect(dialog.getByText('Bu cihaz açık')).toBeVisible();
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  // On now: the bell offers it no more.
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-dropdown')).toBeVisible();
  await expect(page.getByTestId('push-offer')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  const devices = page.getByRole('region', { name: 'Anlık bildirimler' });
  const device = devices.getByTestId('push-device');
  await expect(device).toHaveCount(1);
  await device.getByRole('button', { name: 'Chrome · Windows cihazını kaldır' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cihaz kaldırılsın mı?' });
  await confirm.getByRole('button', { name: 'Kaldır' }).click();
  await expect(page.getByText('“Chrome · Windows” kaldırıldı.')).toBeVisible();
  await expect(devices.getByText('Henüz anlık bildirim alan bir cihazınız yok.')).toBeVisible();
  await expect(devices.getByRole('button', { name: 'Bu cihazda bildirimleri aç' })).toBeVisible();
  // The browser's subscription went with it.
  expect(await page.evaluate(() => localStorage.getItem('e2e.pushSubscription'))).toBeNull();

  // Nothing is pushed to the removed device any more.
  await world.publishAd(`Koli bandı alımı ${Date.now() % 100_000}`);
  await page.waitForTimeout(2000);
  expect(service.countFor(subscription.endpoint)).toBe(0);
  await world.dispose();
});
