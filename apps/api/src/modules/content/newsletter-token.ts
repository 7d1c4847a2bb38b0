import { readSignedToken, signToken } from '../../lib/signed-token.ts';

/*
 * The unsubscribe link of a newsletter mail carries the subscriber's id signed with the
 * server's secret: it works without signing in, and nobody can unsubscribe someone else.
 */
const PURPOSE = 'newsletter-unsubscribe';

export const unsubscribeToken = (secret: string, subscriberId: string) =>
  signToken(secret, PURPOSE, [subscriberId]);

/** The subscriber the token names, or null when it was not signed by this server. */
export const subscriberOfToken = (secret: string, token: string): string | null =>
  readSignedToken(secret, PURPOSE, token, 1)?.[0] ?? null;
