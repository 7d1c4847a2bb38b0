import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LiveEventKind } from '@teklifal/core';
import { createdAt } from './columns.ts';
import { company } from './companies.ts';

/**
 * What changed for a company, kept for a day so a client that reconnects with Last-Event-ID
 * catches up (DESIGN §4). The id orders the events and is the SSE event id.
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
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.id), index().on(t.createdAt)],
);
