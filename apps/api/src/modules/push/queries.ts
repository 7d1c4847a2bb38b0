import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushDevice } from './schema.ts';

/** The user's devices, newest first. */
export const pushDevicesOf = (db: Executor, userId: string) =>
  db
    .select()
    .from(pushDevice)
    .where(eq(pushDevice.userId, userId))
    .orderBy(desc(pushDevice.createdAt), desc(pushDevice.id));
