import { deviceLabel } from '../features/push/lib/device-label.ts';
import {
  notificationOf,
  parsePushMessage,
  safeRoute,
  windowToUse,
  type NotificationLook,
} from '../features/push/lib/push-message.ts';
import {
  applicationServerKey,
  subscriptionInput,
} from '../features/push/lib/subscription-input.ts';

// Web push (#28): shows the server's pushes, opens their page when tapped, and hands a renewed
// subscription to the server. Installed by importing this module from the worker (src/sw.ts).

declare const self: ServiceWorkerGlobalScope;

// The badge is the logo's glyph alone, white on transparent: Android draws it as a mask.
const LOOK: NotificationLook = { icon: '/icons/icon-192.png', badge: '/icons/badge-96.png' };

/** Not in TypeScript's worker types: the browser replaced or dropped the subscription. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

/**
 * Keeps the worker alive until `work` ends. An event dispatched by a script (the browser tests
 * click a notification that way) may not be extended; the work still runs.
 */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>) {
  try {
    event.waitUntil(work);
  } catch {
    work.catch(() => undefined);
  }
}

async function showPush(data: PushMessageData | null) {
  let text: string | null = null;
  try {
    text = data?.text() ?? null;
  } catch {
    text = null;
  }
  const message = parsePushMessage(text);
  if (!message) return;
  const { title, options } = notificationOf(message, LOOK);
  await self.registration.showNotification(title, options);
}

/** Brings one of the site's tabs forward on the route, or opens one there. */
async function openRoute(route: string) {
  const url = new URL(route, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = windowToUse(windows, self.location.origin);
  if (target) {
    // Focusing needs the click's permission, which a scripted event lacks: the tab still
    // follows the route.
    await target.focus().catch(() => undefined);
    const navigated = await target.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

async function fetchServerKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch('/api/push/key', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /api/push/key answered ${response.status}`);
  const { publicKey } = (await response.json()) as { publicKey: string };
  return applicationServerKey(publicKey);
}

/**
 * The browser renewed (or dropped) this device's subscription: subscribe again when needed
 * and register the new one for whoever is signed in here. Without a session the server
 * refuses it, and the device is turned on again from the page.
 */
async function renewSubscription(event: PushSubscriptionChangeEvent) {
  const subscription =
    event.newSubscription ??
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey:
        event.oldSubscription?.options.applicationServerKey ?? (await fetchServerKey()),
    }));
  // A browser the label table does not know is named after the site it subscribed on.
  const label = deviceLabel(self.navigator.userAgent, self.location.hostname);
  await fetch('/api/me/push-devices', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(subscriptionInput(subscription, label)),
  });
}

self.addEventListener('push', (event: PushEvent) => keepAlive(event, showPush(event.data)));

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { route?: unknown } | null;
  keepAlive(event, openRoute(safeRoute(data?.route)));
});

self.addEventListener('pushsubscriptionchange', (event: Event) => {
  const change = event as PushSubscriptionChangeEvent;
  keepAlive(change, renewSubscription(change));
});
