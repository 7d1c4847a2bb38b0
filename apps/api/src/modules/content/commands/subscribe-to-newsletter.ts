import type { NewsletterStatus } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { newsletterSubscriber } from '../schema.ts';

/**
 * Subscribes an address; a second subscription of the same address is not an error. The new
 * subscriber's id comes back for the unsubscribe link of the welcome mail.
 */
export async function subscribeToNewsletter(
  db: Database,
  props: { email: string; locale: string },
): Promise<{ status: NewsletterStatus; subscriberId: string | null }> {
  const inserted = await db
    .insert(newsletterSubscriber)
    .values({ email: props.email, locale: props.locale })
    .onConflictDoNothing({ target: newsletterSubscriber.email })
    .returning({ id: newsletterSubscriber.id });
  const subscriberId = inserted[0]?.id ?? null;
  return { status: subscriberId ? 'subscribed' : 'alreadySubscribed', subscriberId };
}
