import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { newsletterSubscriber } from '../schema.ts';

/** Removes the subscriber for good (nothing about them is kept); a second call changes nothing. */
export async function unsubscribeFromNewsletter(db: Database, props: { subscriberId: string }) {
  await db.delete(newsletterSubscriber).where(eq(newsletterSubscriber.id, props.subscriberId));
}
