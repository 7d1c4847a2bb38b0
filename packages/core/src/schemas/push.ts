import { z } from 'zod';
import type { NotificationType } from '../notifications.ts';
import { EMAIL_KIND_OF_NOTIFICATION, EMAIL_KINDS } from './email-preferences.ts';
import { withFieldLabels } from './field-labels.ts';

/**
 * Web push (#28): a user's devices that get notifications, which kinds they get, and what a
 * device receives.
 *
 * The kinds are the e-mail kinds plus `question` (a seller asked on the buyer's ad), which has no
 * e-mail: the push preferences hold one more boolean than the e-mail ones, and /profile offers
 * only "push" or "none" for it. Its label and hint are `push.kinds.question` and
 * `push.hints.question`; every other kind keeps `emailPreferences.kinds.<kind>`.
 *
 * Routes (all signed in but the key):
 * - GET /api/push/key → PushKeyView (the VAPID public key, the browser's applicationServerKey)
 * - GET /api/me/push-devices → PushDevicesView
 * - POST /api/me/push-devices PushDeviceInput → 201 PushDeviceView, or 200 when the endpoint
 *   was already registered (by this user, or by another one: a device has one user at a time)
 * - DELETE /api/me/push-devices/:id → 204 (404 when it is not the user's own)
 * - GET|PUT /api/me/push-preferences → PushPreferences (every kind on until turned off)
 */
export const PUSH_KINDS = [...EMAIL_KINDS, 'question'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const isPushKind = (value: unknown): value is PushKind =>
  typeof value === 'string' && (PUSH_KINDS as readonly string[]).includes(value);

/**
 * Which notifications are pushed, and as which kind: those mailed, and a question to the buyer.
 * A chat message is pushed only to a user with no open tab (the tab shows it live).
 */
export const PUSH_KIND_OF_NOTIFICATION: Partial<Record<NotificationType, PushKind>> = {
  ...EMAIL_KIND_OF_NOTIFICATION,
  questionAsked: 'question',
};

/** GET and PUT /api/me/push-preferences: each kind pushed (true) or not. */
export const PushPreferences = z.object(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    PushKind,
    z.ZodBoolean
  >,
);
export type PushPreferences = z.infer<typeof PushPreferences>;

/** GET /api/push/key */
export const PushKeyView = z.object({
  publicKey: z
    .string()
    .describe(
      'The VAPID public key (base64url, 65 bytes): pushManager.subscribe’s applicationServerKey',
    ),
});
export type PushKeyView = z.infer<typeof PushKeyView>;

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
export const PUSH_DEVICE_LABEL_MAX_LENGTH = 100;

/**
 * A base64url text of exactly `bytes` bytes (padding allowed, as some browsers send it). The
 * first character of an uncompressed P-256 point (0x04 …) is always `B`; the server also checks
 * that it is a point of the curve.
 */
const base64urlOf = (bytes: number, startsWith = '') => {
  const length = Math.ceil((bytes * 4) / 3);
  const pattern = new RegExp(`^${startsWith}[A-Za-z0-9_-]{${length - startsWith.length}}={0,2}$`);
  return z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(length + 2, 'validation.invalid')
    .regex(pattern, 'validation.invalid')
    .transform((value) => value.replace(/=+$/, ''));
};

/** A push service's address as the browser's subscription gives it: https only. */
export const pushEndpointField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(PUSH_ENDPOINT_MAX_LENGTH, 'validation.maxLength')
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'validation.url');

/** What PushDeviceInput is made of; the server's tests widen `endpoint` (a local service). */
export const pushDeviceInputShape = {
  endpoint: pushEndpointField,
  keys: z.object({
    p256dh: base64urlOf(65, 'B').describe('The device’s P-256 public key (base64url, 65 bytes)'),
    auth: base64urlOf(16).describe(
      'The subscription’s authentication secret (base64url, 16 bytes)',
    ),
  }),
  label: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(PUSH_DEVICE_LABEL_MAX_LENGTH, 'validation.maxLength')
    .describe('How the device is named in the list, e.g. "Chrome · Android"'),
};

/** The labels of its fields in error messages. */
export const PUSH_DEVICE_FIELD_LABELS = {
  endpoint: 'push.fields.endpoint',
  'keys.p256dh': 'push.fields.p256dh',
  'keys.auth': 'push.fields.auth',
  keys: 'push.fields.keys',
  label: 'push.fields.label',
} as const;

/** POST /api/me/push-devices: the browser's PushSubscription.toJSON() and a name for it. */
export const PushDeviceInput = withFieldLabels(
  z.object(pushDeviceInputShape),
  PUSH_DEVICE_FIELD_LABELS,
);
export type PushDeviceInput = z.input<typeof PushDeviceInput>;

/** One device that gets the user's notifications (never its endpoint or keys). */
export const PushDeviceView = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().describe('When a notification last went to it'),
});
export type PushDeviceView = z.infer<typeof PushDeviceView>;

/** GET /api/me/push-devices: the signed-in user's devices, newest first. */
export const PushDevicesView = z.object({ items: z.array(PushDeviceView) });
export type PushDevicesView = z.infer<typeof PushDevicesView>;

/**
 * What the service worker receives in a push (JSON): the bell's text in the user's language
 * (`body`), the site's name (`title`), and where tapping it leads (`route`, or the bell's list
 * when null). `tag` is given when a newer notice replaces the one shown (an auction's outbid,
 * an order's chat): use it as showNotification's tag. Nothing the bell does not show is in it.
 */
export const PushPayload = z.object({
  id: z.string().describe('The notification’s id'),
  type: z.string().describe('A NotificationType'),
  title: z.string(),
  body: z.string(),
  route: z.string().nullable(),
  tag: z.string().optional(),
});
export type PushPayload = Omit<z.infer<typeof PushPayload>, 'type'> & { type: NotificationType };
