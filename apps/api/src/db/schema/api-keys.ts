import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@teklifal/core';
import { user } from './auth.ts';
import { company } from './companies.ts';
import { createdAt, id, instant } from './columns.ts';

/**
 * A company's API key (issue #31): the secret is shown once and kept only as its SHA-256 (a
 * random 256-bit secret needs no slow hash: nobody can guess it, and a lookup stays one index
 * read). `prefix` is the secret's visible start, unique, shown in lists and logs. The key acts
 * as its creator in its company while the creator still belongs to it.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    createdByUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull().unique(),
    secretHash: text().notNull().unique(),
    scopes: text().array().$type<ApiKeyScope[]>().notNull(),
    expiresAt: instant(),
    revokedAt: instant(),
    revokedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    lastUsedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);

/**
 * The answer to a create request sent with an `Idempotency-Key` (ad, bid, chat message,
 * award), kept 24 hours: a retry with the same key, company and route gets the stored answer.
 * The unique constraint lets exactly one of concurrent retries in; `responseStatus` null means
 * the first is still in progress.
 */
export const idempotencyRecord = pgTable(
  'idempotency_record',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    /** `POST /api/ads` etc.: the route's method and pattern, not the address. */
    route: text().notNull(),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the route's parameters and body: the same key with another body is refused. */
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: text(),
    responseContentType: text(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.companyId, t.route, t.idempotencyKey), index().on(t.createdAt)],
);
