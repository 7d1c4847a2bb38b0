import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { apiKey } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';

export interface KeyUse {
  keyId: string;
  companyId: string;
  /** The creator, as whom the key acts. */
  userId: string;
  prefix: string;
  method: string;
  /** The route's pattern (`/api/ads/:adId`), not the address: ids stay out of the line. */
  route: string;
  status: number;
  ip: string;
}

/** How stale the stored last use may get: one write a minute per key, not one a request. */
export const LAST_USE_PRECISION_MS = 60_000;

/** Moves the key's last use to `now` unless it was stored less than a minute ago. */
export async function recordLastUse(db: Database, keyId: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USE_PRECISION_MS);
  await db
    .update(apiKey)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKey.id, keyId), or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, staleBefore))),
    );
}

/** The audit line of a key's use: which key, which route, what it answered, from where. */
export function auditKeyUse(db: Database, use: KeyUse): Promise<void> {
  return writeAudit(db, {
    actorUserId: use.userId,
    companyId: use.companyId,
    action: 'apiKey.used',
    entityType: 'apiKey',
    entityId: use.keyId,
    data: { prefix: use.prefix, method: use.method, route: use.route, status: use.status },
    ip: use.ip,
  });
}
