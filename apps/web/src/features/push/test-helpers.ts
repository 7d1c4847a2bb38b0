import { vi } from 'vitest';
import type { PushDeviceView } from '@teklifal/core';
import { jsonResponse, type ApiHandler } from '../../test/render.tsx';

/** The first render loads the profile page's code: on a busy machine, longer than a find's 5 s. */
export const PAGE_LOAD = { timeout: 20_000 };

/** The VAPID key the stubbed server gives (65 bytes, base64url). */
export const SERVER_KEY = `B${'A'.repeat(86)}`;
export const ENDPOINT = 'https://push.example/subscriptions/s-1';
export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

interface FakeBrowserOptions {
  /** What Notification.permission says before asking. */
  permission?: NotificationPermission;
  /** What the user answers to the browser's question. */
  answer?: NotificationPermission;
  /** The browser's push service cannot be reached. */
  subscribeFails?: boolean;
}

/**
 * A browser that can get pushes (the test DOM has no service worker, PushManager or
 * Notification): one registration whose push manager keeps a single subscription.
 */
export function fakePushBrowser(options: FakeBrowserOptions = {}) {
  const { answer = 'granted', subscribeFails = false } = options;
  let subscription: PushSubscription | null = null;
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: PushSubscriptionOptionsInit) => {
      if (subscribeFails) throw new DOMException('Registration failed', 'AbortError');
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: (applicationServerKey as Uint8Array).slice().buffer },
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BKey', auth: 'QXV0aA' } }),
        unsubscribe,
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: CHROME_ANDROID });
  return { notification, pushManager, unsubscribe };
}

/** Takes the fake browser away again (for `afterEach`). */
export function removeFakePushBrowser() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
}

/** The push routes of the API, keeping the devices registered in `devices`. */
export function pushDeviceHandlers(devices: PushDeviceView[]): Record<string, ApiHandler> {
  return {
    'GET /api/push/key': () => jsonResponse(200, { publicKey: SERVER_KEY }),
    'GET /api/me/push-devices': () => jsonResponse(200, { items: devices }),
    'POST /api/me/push-devices': (request) => {
      const body = request.body as { label: string };
      const device = {
        id: `d-${devices.length + 1}`,
        label: body.label,
        createdAt: '2026-11-28T09:00:00.000Z',
        lastUsedAt: null,
      };
      devices.unshift(device);
      return jsonResponse(201, device);
    },
  };
}
