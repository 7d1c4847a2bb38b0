import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { ApiKeyScope, WebhookDeliveryStatus, WebhookEventType } from '@teklifal/core';
import { sql } from 'drizzle-orm';
import { createdAt, id, instant } from '../../db/schema/columns.ts';
import { company } from '../companies/queries/tables.ts';
import { user } from '../auth/queries/tables.ts';

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

/**
 * A company's webhook endpoint (issue #31). The secret signs every delivery (HMAC-SHA256), so it
 * is kept as it is, shown once. `failingSince` is the first failure of the failures in a row
 * now; 24 hours of them switch the endpoint off (`disabledReason` 'failing').
 */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: text().array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text().$type<'manual' | 'failing'>(),
    includeOrderDocument: boolean().notNull().default(false),
    secret: text().notNull(),
    failingSince: instant(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);

/** One event as every endpoint that gets it receives it: `{id, type, createdAt, data}`. */
export const webhookEvent = pgTable('webhook_event', {
  id: id(),
  type: text().notNull(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * An event on its way to one endpoint: the durable outbox, written in the transaction of the
 * change it tells of. `seq` orders an endpoint's deliveries: only its earliest pending one may
 * be sent. A sender claims a delivery by setting `claimedUntil` (FOR UPDATE SKIP LOCKED); one
 * that dies holding it leaves it to be sent again when the claim runs out (at least once).
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: id(),
    seq: bigserial({ mode: 'number' }).notNull(),
    endpointId: text()
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    eventId: text()
      .notNull()
      .references(() => webhookEvent.id, { onDelete: 'cascade' }),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    claimedUntil: instant(),
    lastAttemptAt: instant(),
    statusCode: integer(),
    latencyMs: integer(),
    response: text(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.endpointId, t.seq),
    index('webhook_delivery_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
