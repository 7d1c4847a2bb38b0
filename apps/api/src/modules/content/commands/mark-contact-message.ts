import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contactMessage } from '../schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { ProblemError } from '../../../lib/problem.ts';

/** Marks a contact message handled (or back to unhandled), with the staff member's audit line. */
export async function markContactMessage(
  db: Database,
  props: { messageId: string; handled: boolean; actorUserId: string; ip: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessage)
      .set(
        props.handled
          ? { handledAt: new Date(), handledBy: props.actorUserId }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(contactMessage.id, props.messageId))
      .returning();
    if (!row) throw new ProblemError('NOT_FOUND');
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: props.handled ? 'contactMessage.handled' : 'contactMessage.reopened',
      entityType: 'contactMessage',
      entityId: row.id,
      data: { email: row.email },
      ip: props.ip,
    });
    return row;
  });
}
