import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';

/**
 * A browser that can get pushes: a profile of its own on disk (the config blocks service
 * workers in every other context, and Chrome keeps notifications for such a profile only),
 * with notifications allowed for the site.
 */
export const test = base.extend<{ pushBrowser: { context: BrowserContext; page: Page } }>({
  pushBrowser: async (
    { browser, baseURL, locale, timezoneId, userAgent, extraHTTPHeaders, launchOptions },
    use,
  ) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'teklifal-push-'));
    const context = await browser.browserType().launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      locale,
      timezoneId,
      userAgent,
      extraHTTPHeaders,
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await use({ context, page });
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
});

export { expect };

/** What the page's PushManager hands out: a subscription of the local push service. */
export interface StubbedSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Replaces the page's PushManager (subscribe, getSubscription, permissionState) so that it
 * hands out `subscription` instead of asking Google's push service. The subscription is kept in
 * local storage, as the browser keeps its own, so it outlives a reload.
 */
export async function stubPushManager(page: Page, subscription: StubbedSubscription) {
  await page.addInitScript((given: StubbedSubscription) => {
    const KEY = 'e2e.pushSubscription';
    const bytes = (base64url: string) =>
      Uint8Array.from(
        atob(
          base64url
            .replace(/-/g, '+')
            .replace(/_/g, '/')
            .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
        ),
        (char) => char.charCodeAt(0),
      );
    const text = (key: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(key)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const subscriptionWith = (serverKey: string) => ({
      endpoint: given.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey).buffer },
      getKey: (name: string) =>
        bytes(name === 'p256dh' ? given.keys.p256dh : given.keys.auth).buffer,
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      // The app passes the server's key as bytes.
      const key: unknown = options?.applicationServerKey;
      if (!(key instanceof Uint8Array)) throw new DOMException('no key', 'InvalidAccessError');
      localStorage.setItem(KEY, text(key.slice().buffer));
      return subscriptionWith(localStorage.getItem(KEY) ?? '') as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const serverKey = localStorage.getItem(KEY);
      return (serverKey ? subscriptionWith(serverKey) : null) as PushSubscription | null;
    };
    PushManager.prototype.permissionState = async function () {
      return Notification.permission === 'default' ? 'prompt' : Notification.permission;
    };
  }, subscription);
}

/** Waits until the app's service worker controls the page (it claims it on first install). */
export async function waitForWorker(context: BrowserContext, page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The id DevTools knows the site's worker registration by. */
export async function workerRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the worker shows now, as plain data. */
export const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const registration = (self as unknown as { registration: ServiceWorkerRegistration })
      .registration;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    }));
  });

/**
 * Taps the notification shown: a `notificationclick` dispatched in the worker (no browser
 * lets a script click a system notification), handled by the app's own listener.
 */
export const tapNotification = (worker: Worker) =>
  worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to tap');
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
