import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { pushDevice } from '../schema.ts';
import { ProblemError } from '../../../lib/problem.ts';

/** DELETE /api/me/push-devices/:id: the user's own device only; another's is not found. */
export async function removePushDevice(db: Executor, props: { userId: string; id: string }) {
  const removed = await db
    .delete(pushDevice)
    .where(and(eq(pushDevice.id, props.id), eq(pushDevice.userId, props.userId)))
    .returning({ id: pushDevice.id });
  if (removed.length === 0) throw new ProblemError('NOT_FOUND');
}
