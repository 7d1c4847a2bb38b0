import { isSameOriginPath } from '../../../lib/safe-next.ts';

// What the service worker does with a push, as plain functions: the worker (src/sw/) only wires
// them to its events, and the tests call them without one.

/** A push as the server sends it: the bell's notification, already in the user's language. */
export interface PushMessage {
  id: string;
  type: string;
  title: string;
  body: string;
  route: string | null;
  /** Pushes with the same tag replace each other on the device (one line per auction). */
  tag?: string;
  lang?: string;
}

/** Where a notification without a route of this site opens: the notifications list. */
export const FALLBACK_ROUTE = '/notifications';

const TITLE_LIMIT = 200;
const BODY_LIMIT = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalText = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/**
 * The push's JSON read into a message, or null when it is not one (not JSON, no title, fields
 * of the wrong type): such a push shows nothing rather than a broken notification.
 */
export function parsePushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const { id, type, title, body, route, tag, lang } = data;
  if (typeof id !== 'string' || typeof type !== 'string') return null;
  if (typeof title !== 'string' || title.trim() === '' || typeof body !== 'string') return null;
  if (route !== null && route !== undefined && typeof route !== 'string') return null;
  return {
    id,
    type,
    title: title.slice(0, TITLE_LIMIT),
    body: body.slice(0, BODY_LIMIT),
    route: route ?? null,
    tag: optionalText(tag),
    lang: optionalText(lang),
  };
}

/**
 * The path a notification opens: its route when that is a path of this site (the same rule as
 * the page to open after signing in), else the notifications list. A push can never open
 * another origin, `javascript:` or a protocol-relative `//host`.
 */
export const safeRoute = (route: unknown): string =>
  typeof route === 'string' && isSameOriginPath(route) ? route : FALLBACK_ROUTE;

/** The look every notification shares: the app's icon, and the small monochrome badge. */
export interface NotificationLook {
  icon: string;
  badge: string;
}

/** The title and options `showNotification` gets for a message. */
export function notificationOf(message: PushMessage, look: NotificationLook) {
  const options: NotificationOptions = {
    body: message.body,
    // A redelivered push replaces its own notification instead of showing twice.
    tag: message.tag ?? message.id,
    data: { route: safeRoute(message.route) },
    icon: look.icon,
    badge: look.badge,
    ...(message.lang ? { lang: message.lang } : {}),
  };
  return { title: message.title, options };
}

/** What the worker knows of an open tab (a WindowClient). */
export interface OpenWindow {
  url: string;
  focused: boolean;
  visibilityState: string;
}

/**
 * The tab a tapped notification should use: one of this site's, the focused one first, then a
 * visible one, then any; undefined when none is open (a new window opens instead).
 */
export function windowToUse<T extends OpenWindow>(
  windows: readonly T[],
  origin: string,
): T | undefined {
  const own = windows.filter((window) => {
    try {
      return new URL(window.url).origin === origin;
    } catch {
      return false;
    }
  });
  return (
    own.find((window) => window.focused) ??
    own.find((window) => window.visibilityState === 'visible') ??
    own[0]
  );
}
