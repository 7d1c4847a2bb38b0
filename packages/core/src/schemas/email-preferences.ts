import { z } from 'zod';
import type { NotificationType } from '../notifications.ts';

/**
 * The kinds of event a user may also get by e-mail (#13), each turned on or off on /profile and
 * by the unsubscribe link of its mails. Every kind is on until the user turns it off.
 */
export const EMAIL_KINDS = [
  'newBid',
  'bidDecision',
  'orderStep',
  'chatMessage',
  'matchingAd',
  'supportAnswer',
  'auction',
  'companyApplication',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const isEmailKind = (value: unknown): value is EmailKind =>
  typeof value === 'string' && (EMAIL_KINDS as readonly string[]).includes(value);

/** New chat messages come as one digest at most this often. */
export const CHAT_DIGEST_MINUTES = 15;

/** Which notifications also go by e-mail, and as which kind; the others stay in the bell. */
export const EMAIL_KIND_OF_NOTIFICATION: Partial<Record<NotificationType, EmailKind>> = {
  bidReceived: 'newBid',
  bidRevised: 'newBid',
  bidAccepted: 'bidDecision',
  bidRejected: 'bidDecision',
  orderStatusChanged: 'orderStep',
  chatMessage: 'chatMessage',
  newAdInSector: 'matchingAd',
  adInvitation: 'matchingAd',
  supportAnswered: 'supportAnswer',
  auctionScheduled: 'auction',
  auctionStarted: 'auction',
  auctionOutbid: 'auction',
  auctionEnded: 'auction',
  auctionFinished: 'auction',
  companyApplied: 'companyApplication',
  companyRoleRequested: 'companyApplication',
};

/** Kinds only platform staff get (the companies they review): /profile shows them to staff only. */
export const STAFF_EMAIL_KINDS: readonly EmailKind[] = ['companyApplication'];

/** GET and PUT /api/me/email-preferences: each kind on (true) or off. */
export const EmailPreferences = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    EmailKind,
    z.ZodBoolean
  >,
);
export type EmailPreferences = z.infer<typeof EmailPreferences>;

/** How long a mail's unsubscribe link works after the mail was sent. */
export const EMAIL_UNSUBSCRIBE_LINK_DAYS = 180;

const unsubscribeToken = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(512, 'validation.maxLength')
  .describe('The token of the mail’s unsubscribe link');

/**
 * POST /api/email-preferences/unsubscribe: the token of a mail's unsubscribe link, and whether
 * to stop the link's kind of mail (the default) or every notification mail.
 */
export const EmailUnsubscribeInput = z.object({
  token: unsubscribeToken,
  scope: z
    .enum(['kind', 'all'], { message: 'validation.invalid' })
    .default('kind')
    .describe('kind: only the link’s kind; all: every kind of notification mail'),
});
/** What a client sends (`scope` may be left out). */
export type EmailUnsubscribeInput = z.input<typeof EmailUnsubscribeInput>;

/** GET /api/email-preferences/unsubscribe?token=…: what the link would turn off (reads only). */
export const EmailUnsubscribeLinkQuery = z.object({ token: unsubscribeToken });
export type EmailUnsubscribeLinkQuery = z.infer<typeof EmailUnsubscribeLinkQuery>;

/** What an unsubscribe link turns off and for whom, before the person confirms it. */
export const EmailUnsubscribeLinkView = z.object({
  kind: z.enum(EMAIL_KINDS),
  email: z.string().describe('The address the link was sent to'),
  active: z.boolean().describe('Whether this kind still comes by e-mail'),
});
export type EmailUnsubscribeLinkView = z.infer<typeof EmailUnsubscribeLinkView>;

/** What the unsubscribe link turned off, for its confirmation page and its undo. */
export const EmailUnsubscribedView = z.object({
  kind: z.enum(EMAIL_KINDS),
  email: z.string().describe('The address that no longer gets this kind'),
  turnedOff: z
    .array(z.enum(EMAIL_KINDS))
    .describe('The kinds this request turned off (those already off are not listed)'),
});
export type EmailUnsubscribedView = z.infer<typeof EmailUnsubscribedView>;

/**
 * POST /api/email-preferences/resubscribe: the unsubscribe page's undo (and "turn back on"),
 * with the same link's token: these kinds come by e-mail again.
 */
export const EmailResubscribeInput = z.object({
  token: unsubscribeToken,
  kinds: z
    .array(z.enum(EMAIL_KINDS, { message: 'validation.invalid' }))
    .min(1, 'validation.required')
    .max(EMAIL_KINDS.length, 'validation.invalid'),
});
export type EmailResubscribeInput = z.infer<typeof EmailResubscribeInput>;

/**
 * RFC 8058 one-click unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click`
 * (form-encoded) to the List-Unsubscribe address, whose query carries the token.
 */
export const OneClickUnsubscribeInput = z.object({
  'List-Unsubscribe': z.literal('One-Click', { message: 'validation.invalid' }),
});
export type OneClickUnsubscribeInput = z.infer<typeof OneClickUnsubscribeInput>;
