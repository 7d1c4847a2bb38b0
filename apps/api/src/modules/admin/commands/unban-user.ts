import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { user } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { findCompanyOfUser } from '../../companies/queries/company-of-user.ts';
import { lockUser, type AdminCommand } from './user-command.ts';

export async function unbanUser(db: Database, props: AdminCommand) {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, props.userId);
    const [updated] = await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(user.id, row.id))
      .returning();
    const found = await findCompanyOfUser(tx, row.id);
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: found?.company.id ?? null,
      action: 'user.unbanned',
      entityType: 'user',
      entityId: row.id,
      data: { email: row.email, previousReason: row.banReason },
      ip: props.ip,
    });
    return updated ?? row;
  });
}
