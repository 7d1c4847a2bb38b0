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
  const companyIds = [...new Set(props.companyIds)];
  if (companyIds.length === 0) return;
  // One statement for every company, rows and notices together: a write sends it inside its
  // transaction, where each round trip to the database is paid while the row locks are held.
  await db.execute(sql`
    with inserted as (
      insert into ${liveEvent} (company_id, kind, data)
      select company_id, ${props.kind}, ${JSON.stringify(props.data)}::jsonb
      from unnest(array[${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) with ordinality as company (company_id, position)
      order by position
      returning id, company_id, kind, data
    )
    select pg_notify(
      ${LIVE_CHANNEL},
      json_build_object('id', id, 'companyId', company_id, 'kind', kind, 'data', data)::text
    )
    from inserted
    order by id`);
}

/** Events older than the catch-up window go; run now and then by every instance (idempotent). */
export async function pruneLiveEvents(db: Executor, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - LIVE_EVENT_RETENTION_HOURS * 3_600_000);
  await db.delete(liveEvent).where(lt(liveEvent.createdAt, cutoff));
}
