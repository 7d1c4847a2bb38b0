import { lt, sql } from 'drizzle-orm';
import {
  LIVE_EVENT_RETENTION_HOURS,
  type LiveEventDataByKind,
  type LiveEventKind,
} from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { liveEvent } from '../db/schema/index.ts';

/** The PostgreSQL channel every instance listens on (named again in migration 0023). */
export const LIVE_CHANNEL = 'teklifal_live';

/**
 * A live event as it travels from the writing transaction to every instance's streams. Its
 * `id` is the event's position, given at commit in commit order (not the row's id).
 */
export interface LiveEventMessage {
  id: number;
  companyId: string;
  kind: LiveEventKind;
  data: Record<string, string | null>;
}

/**
 * Records that something changed for these companies, in the caller's transaction. At commit
 * the database numbers each event in commit order and announces it with NOTIFY (migration
 * 0023), so a rolled-back change never reaches a screen and the numbers never go backwards.
 */
export async function emitLiveEvent<K extends LiveEventKind>(
  db: Executor,
  props: { companyIds: readonly string[]; kind: K; data: LiveEventDataByKind[K] },
): Promise<void> {
  const companyIds = [...new Set(props.companyIds)];
  if (companyIds.length === 0) return;
  // One statement for every company: a write sends it inside its transaction, where each
  // round trip to the database is paid while the row locks are held.
  await db.execute(sql`
    insert into ${liveEvent} (company_id, kind, data)
    select company_id, ${props.kind}, ${JSON.stringify(props.data)}::jsonb
    from unnest(array[${sql.join(
      companyIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) with ordinality as company (company_id, position)
    order by position`);
}

/** Events older than the catch-up window go; run now and then by every instance (idempotent). */
export async function pruneLiveEvents(db: Executor, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - LIVE_EVENT_RETENTION_HOURS * 3_600_000);
  await db.delete(liveEvent).where(lt(liveEvent.createdAt, cutoff));
}
