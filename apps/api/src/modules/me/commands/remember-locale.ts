import { eq } from 'drizzle-orm';
import type { Locale } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { user } from '../../../db/schema/index.ts';

/** The language the user last chose: their mails are written in it. */
export async function rememberLocale(
  db: Executor,
  props: { userId: string; locale: Locale },
): Promise<void> {
  await db.update(user).set({ locale: props.locale }).where(eq(user.id, props.userId));
}
