import { lt, sql } from 'drizzle-orm';
import {
  LIVE_EVENT_RETENTION_HOURS,
  type LiveEventDataByKind,
  type LiveEventKind,
} from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { liveEvent } from '../db/schema/index.ts';

/** The PostgreSQL channel every instance listens on. */
export const LIVE_CHANNEL = 'teklifal_live';

/** A live event as it travels from the writing transaction to every instance's streams. */
export interface LiveEventMessage {
  id: number;
  companyId: string;
  kind: LiveEventKind;
  data: Record<string, string | null>;
}

/**
 * Records that something changed for these companies, in the caller's transaction, and
 * announces it with NOTIFY: PostgreSQL delivers the announcement only when the transaction
 * commits, so a rolled-back change never reaches a screen.
 */
export async function emitLiveEvent<K extends LiveEventKind>(
  db: Executor,
  props: { companyIds: readonly string[]; kind: K; data: LiveEventDataByKind[K] },
): Promise<void> {
  const data = props.data as unknown as Record<string, string | null>;
  for (const companyId of new Set(props.companyIds)) {
    const [row] = await db
      .insert(liveEvent)
      .values({ companyId, kind: props.kind, data })
      .returning({ id: liveEvent.id });
    if (!row) continue;
    const message: LiveEventMessage = { id: row.id, companyId, kind: props.kind, data };
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
  }
}

/** Events older than the catch-up window go; run now and then by every instance (idempotent). */
export async function pruneLiveEvents(db: Executor, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - LIVE_EVENT_RETENTION_HOURS * 3_600_000);
  await db.delete(liveEvent).where(lt(liveEvent.createdAt, cutoff));
}
