import { eq } from 'drizzle-orm';
import type { Locale } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { user } from '../../auth/queries/tables.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { updateUserDetails } from '../../auth/commands/user-account.ts';
import type { UserRow } from '../presenter.ts';

/** Name, phone and language; the audit line says which changed, not to what. */
export async function updateProfile(
  db: Database,
  props: { userId: string; name: string; phone: string; locale: Locale; ip: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(user).where(eq(user.id, props.userId)).for('update');
    if (!before) throw new ProblemError('NOT_FOUND');
    const row = await updateUserDetails(tx, props.userId, {
      name: props.name,
      phone: props.phone,
      locale: props.locale,
    });
    if (!row) throw new ProblemError('NOT_FOUND');
    await writeAudit(tx, {
      actorUserId: props.userId,
      action: 'profile.updated',
      entityType: 'user',
      entityId: props.userId,
      // Which fields changed, not their values: the log need not copy personal data.
      data: {
        changed: (['name', 'phone', 'locale'] as const).filter((key) => before[key] !== props[key]),
      },
      ip: props.ip,
    });
    return row;
  });
}
