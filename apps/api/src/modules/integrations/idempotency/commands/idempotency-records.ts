import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { idempotencyRecord } from '../../schema.ts';

/** How long a key's answer is kept for its retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyScope {
  companyId: string;
  route: string;
  idempotencyKey: string;
}

const whereScope = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyRecord.companyId, scope.companyId),
    eq(idempotencyRecord.route, scope.route),
    eq(idempotencyRecord.idempotencyKey, scope.idempotencyKey),
  );

/**
 * Claims the key for this request: its row is inserted "in progress" (no answer yet), or
 * nothing happens when another request holds it (the unique constraint decides among
 * concurrent retries, on both databases). Returns the new row's id, or null.
 */
export async function claimIdempotencyKey(
  db: Database,
  scope: IdempotencyScope,
  requestHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .insert(idempotencyRecord)
    .values({ ...scope, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyRecord.id });
  return row?.id ?? null;
}

export async function findIdempotencyRecord(db: Database, scope: IdempotencyScope) {
  const [row] = await db.select().from(idempotencyRecord).where(whereScope(scope));
  return row ?? null;
}

/** Stores the answer the claiming request gave, for every retry to get. */
export async function completeIdempotencyRecord(
  db: Database,
  id: string,
  answer: { status: number; body: string; contentType: string | null },
): Promise<void> {
  await db
    .update(idempotencyRecord)
    .set({
      responseStatus: answer.status,
      responseBody: answer.body,
      responseContentType: answer.contentType,
    })
    .where(eq(idempotencyRecord.id, id));
}

/** Lets the key go (the request failed on the server's side, 5xx): a retry runs it afresh. */
export async function releaseIdempotencyRecord(db: Database, id: string): Promise<void> {
  await db.delete(idempotencyRecord).where(eq(idempotencyRecord.id, id));
}

/** Removes a key's record older than a day, so the key counts as new (before a claim). */
export async function dropExpiredIdempotencyRecord(
  db: Database,
  scope: IdempotencyScope,
  now: Date,
): Promise<void> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  await db
    .delete(idempotencyRecord)
    .where(and(whereScope(scope), lt(idempotencyRecord.createdAt, expiredBefore)));
}

/** The periodic cleanup: every record older than a day. Returns how many went. */
export async function deleteExpiredIdempotencyRecords(db: Database, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const gone = await db
    .delete(idempotencyRecord)
    .where(lt(idempotencyRecord.createdAt, expiredBefore))
    .returning({ id: idempotencyRecord.id });
  return gone.length;
}
