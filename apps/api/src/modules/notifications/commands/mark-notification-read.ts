import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { notification } from '../schema.ts';
import { ofAudience, type Audience, type NotificationRow } from '../queries/notifications.ts';

/**
 * Marks one notification of the audience read; null when it has no such notification (another
 * company's or person's id included, so its existence never leaks). Marking twice is harmless.
 */
export async function markNotificationRead(
  db: Executor,
  props: Audience & { id: string },
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notification)
    .set({ read: true })
    .where(and(eq(notification.id, props.id), ofAudience(props.companyId, props.userId)))
    .returning();
  return row ?? null;
}
