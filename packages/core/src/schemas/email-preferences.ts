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
};

/** GET and PUT /api/me/email-preferences: each kind on (true) or off. */
export const EmailPreferences = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    EmailKind,
    z.ZodBoolean
  >,
);
export type EmailPreferences = z.infer<typeof EmailPreferences>;

/** POST /api/email-preferences/unsubscribe: the token of a mail's unsubscribe link. */
export const EmailUnsubscribeInput = z.object({
  token: z.string().trim().min(1, 'validation.required').max(512, 'validation.maxLength'),
});
export type EmailUnsubscribeInput = z.infer<typeof EmailUnsubscribeInput>;

/** What the unsubscribe link turned off, for its confirmation page. */
export const EmailUnsubscribedView = z.object({
  kind: z.enum(EMAIL_KINDS),
  email: z.string().describe('The address that no longer gets this kind'),
});
export type EmailUnsubscribedView = z.infer<typeof EmailUnsubscribedView>;
