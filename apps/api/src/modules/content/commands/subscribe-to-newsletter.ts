import type { NewsletterStatus } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { newsletterSubscriber } from '../../../db/schema/index.ts';

/** Subscribes an address; a second subscription of the same address is not an error. */
export async function subscribeToNewsletter(
  db: Database,
  props: { email: string; locale: string },
): Promise<NewsletterStatus> {
  const inserted = await db
    .insert(newsletterSubscriber)
    .values({ email: props.email, locale: props.locale })
    .onConflictDoNothing({ target: newsletterSubscriber.email })
    .returning({ id: newsletterSubscriber.id });
  return inserted.length === 1 ? 'subscribed' : 'alreadySubscribed';
}
