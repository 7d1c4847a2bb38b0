import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventType } from '@teklifal/core';
import { company } from './companies.ts';
import { createdAt, id, instant } from './columns.ts';

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
