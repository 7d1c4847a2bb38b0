import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { notification } from '../../../db/schema/index.ts';
import { ofCompany, type NotificationRow } from '../queries.ts';

/**
 * Marks one notification of the company read; null when the company has no such notification
 * (another company's id included, so its existence never leaks). Marking twice is harmless.
 */
export async function markNotificationRead(
  db: Executor,
  props: { companyId: string; id: string },
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notification)
    .set({ read: true })
    .where(and(eq(notification.id, props.id), ofCompany(props.companyId)))
    .returning();
  return row ?? null;
}
