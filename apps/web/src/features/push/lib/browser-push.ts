import { problemMessage } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { applicationServerKey, madeWithKey } from './subscription-input.ts';

// The browser's side of web push: whether it can, whether the user let it, and its
// subscription. Every call is safe where push is missing (an old browser, an iPhone's Safari
// outside the home screen, the tests' DOM).

/** Whether this browser can get pushes, and if so what the user answered so far. */
export type PushPermission = 'unsupported' | NotificationPermission;

export function pushPermission(): PushPermission {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** Why this device could not be turned on, when it is not the server's refusal. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'noWorker' | 'subscribeFailed') {
    super(reason);
  }
}

/** What to say of a failure: the browser's own in our words, a refusal in the server's. */
export const pushFailureMessage = (error: unknown) =>
  error instanceof PushSetupError
    ? i18n.t(`webPush.device.${error.reason}`)
    : problemMessage(error);

/** How long to wait for the app's service worker to become active before giving up. */
const WORKER_WAIT_MS = 10_000;

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  clearTimeout(timer);
  if (!registration) throw new PushSetupError('noWorker');
  return registration;
}

/** The browser's current subscription, or null (none yet, or no worker registered). */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * A subscription made with the server's key `publicKey`: the browser's own when it already
 * has one with that key, else a new one (an old key's subscription is dropped first: the
 * browser refuses a second key).
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const key = applicationServerKey(publicKey);
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && madeWithKey(existing, key)) return existing;
    await existing?.unsubscribe();
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch {
    // The browser's push service could not be reached, or refused.
    throw new PushSetupError('subscribeFailed');
  }
}
