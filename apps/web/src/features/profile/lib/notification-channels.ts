import {
  EMAIL_KINDS,
  isEmailKind,
  isPushKind,
  PUSH_KINDS,
  STAFF_EMAIL_KINDS,
  type EmailKind,
  type EmailPreferences,
  type PushKind,
  type PushPreferences,
} from '@teklifal/core';

// /profile offers one choice per kind of notification, where the server keeps two sets of
// switches (e-mail and push). These functions turn one into the other.

/** How a kind of notification reaches the user besides the bell. */
export const CHANNELS = ['none', 'email', 'push', 'both'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Every kind with a choice: the e-mail kinds and the push kinds (push has one more). */
export type NotificationKind = EmailKind | PushKind;
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  ...new Set<NotificationKind>([...EMAIL_KINDS, ...PUSH_KINDS]),
];

export type ChannelChoice = Record<NotificationKind, Channel>;

/** The channels a kind can use: a kind without e-mail offers only push or the bell. */
export function channelsOf(kind: NotificationKind): Channel[] {
  const email = isEmailKind(kind);
  const push = isPushKind(kind);
  return CHANNELS.filter(
    (channel) =>
      (email || (channel !== 'email' && channel !== 'both')) &&
      (push || (channel !== 'push' && channel !== 'both')),
  );
}

const channelOf = (email: boolean, push: boolean): Channel =>
  email && push ? 'both' : email ? 'email' : push ? 'push' : 'none';

/** The choice per kind that the two stored sets of switches make. */
export function channelChoice(email: EmailPreferences, push: PushPreferences): ChannelChoice {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      channelOf(isEmailKind(kind) && email[kind], isPushKind(kind) && push[kind]),
    ]),
  ) as ChannelChoice;
}

const sendsEmail = (channel: Channel) => channel === 'email' || channel === 'both';
const sendsPush = (channel: Channel) => channel === 'push' || channel === 'both';

/** The two sets of switches a choice per kind stands for. */
export function preferencesOf(choice: ChannelChoice): {
  email: EmailPreferences;
  push: PushPreferences;
} {
  return {
    email: Object.fromEntries(
      EMAIL_KINDS.map((kind) => [kind, sendsEmail(choice[kind])]),
    ) as EmailPreferences,
    push: Object.fromEntries(
      PUSH_KINDS.map((kind) => [kind, sendsPush(choice[kind])]),
    ) as PushPreferences,
  };
}

/** Whether two sets of switches differ (only a changed set is saved). */
export const differ = <T extends Record<string, boolean>>(a: T, b: T) =>
  Object.keys(a).some((key) => a[key] !== b[key]);

/** The kinds shown to a user: those only platform staff get are shown to staff alone. */
export const shownKinds = (staff: boolean) =>
  NOTIFICATION_KINDS.filter(
    (kind) => staff || !(STAFF_EMAIL_KINDS as readonly string[]).includes(kind),
  );
