import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LiveEventKind } from '@teklifal/core';
import { createdAt } from './columns.ts';
import { company } from '../../modules/companies/queries/tables.ts';

/**
 * What changed for a company, kept for a day so a client that reconnects with Last-Event-ID catches
 * up (docs/architecture.md, “Real time”). `position` is given at commit, in commit order (migration
 * 0023's deferred trigger), and is the SSE event id: the id is taken at insert, so a transaction
 * that commits later can hold a smaller id, and resuming after an id could skip it.
 */
export const liveEvent = pgTable(
  'live_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    kind: text().$type<LiveEventKind>().notNull(),
    data: jsonb().$type<Record<string, string | null>>().notNull().default({}),
    /** Null until the writing transaction commits (it is never seen before). */
    position: bigint({ mode: 'number' }).unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.position), index().on(t.createdAt)],
);
