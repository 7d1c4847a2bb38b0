import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { setting } from '../../db/schema/platform.ts';
import { user } from '../auth/queries/tables.ts';

/** The setting whose presence says the one-time setup was done. */
export const SETUP_MARK = 'setupCompletedAt';

export async function hasPlatformAdmin(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  return row !== undefined;
}

export async function isSetupOpen(db: Database): Promise<boolean> {
  const [mark] = await db.select().from(setting).where(eq(setting.key, SETUP_MARK));
  return !mark && !(await hasPlatformAdmin(db));
}
