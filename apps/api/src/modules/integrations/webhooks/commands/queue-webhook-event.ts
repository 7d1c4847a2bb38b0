import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_DATA } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { webhookDelivery, webhookEndpoint, webhookEvent } from '../../schema.ts';
import { contentOf, entitledCompanies, type WebhookFact } from '../event-data.ts';

/** The channel every instance's webhook sender listens on (delivery/sender.ts). */
export const WEBHOOK_CHANNEL = 'teklifal_webhooks';

/**
 * Writes a webhook event into the outbox, in the caller's transaction (a rolled-back change
 * sends nothing): one delivery for each enabled endpoint that subscribed to the event and whose
 * company may see it (event-data.ts). Only the documented fields of the event's schema are kept.
 * The NOTIFY reaches the senders at commit. Costs one small read when no endpoint wants it.
 */
export async function queueWebhookEvent(
  db: Executor,
  fact: WebhookFact,
  now: Date = new Date(),
): Promise<void> {
  const endpoints = await db
    .select({ id: webhookEndpoint.id, companyId: webhookEndpoint.companyId })
    .from(webhookEndpoint)
    .where(
      and(eq(webhookEndpoint.enabled, true), sql`${fact.type} = any(${webhookEndpoint.events})`),
    );
  if (endpoints.length === 0) return;
  const content = await contentOf(db, fact, now);
  if (!content) return;
  const companyIds = [...new Set(endpoints.map((endpoint) => endpoint.companyId))];
  const entitled = await entitledCompanies(db, content.audience, companyIds);
  const targets = endpoints.filter((endpoint) => entitled.has(endpoint.companyId));
  if (targets.length === 0) return;
  await insertEvent(db, {
    type: fact.type,
    data: WEBHOOK_DATA[fact.type].parse(content.data),
    endpointIds: targets.map((target) => target.id),
    now,
  });
}

/** The event and its deliveries, and the senders' wake-up (delivered at commit). */
export async function insertEvent(
  db: Executor,
  props: { type: string; data: Record<string, unknown>; endpointIds: string[]; now: Date },
): Promise<{ eventId: string; deliveryIds: string[] }> {
  const [event] = await db
    .insert(webhookEvent)
    .values({ type: props.type, data: props.data, createdAt: props.now })
    .returning({ id: webhookEvent.id });
  if (!event) throw new Error('webhook event not stored');
  const deliveries = await db
    .insert(webhookDelivery)
    .values(
      props.endpointIds.map((endpointId) => ({
        endpointId,
        eventId: event.id,
        nextAttemptAt: props.now,
        createdAt: props.now,
      })),
    )
    .returning({ id: webhookDelivery.id });
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, 'queued')`);
  return { eventId: event.id, deliveryIds: deliveries.map((delivery) => delivery.id) };
}
